import type { SliceLoader } from '../plugins/remark-data-slice';
import { findCommand, odslCommands, relatedCommandLinks } from '../data/odsl/commands';
import { findFunction, functionCategory, functionIndexRows, nameOnlyFunctions } from '../data/odsl/functions';
import { glossaryTermsUnder } from '../data/odsl/glossary';
import { odslCoreTypes, odslExpressionForms, odslOperators } from '../data/odsl/language';
import { findStage, odslAccumulators, odslStages } from '../data/odsl/stages';
import { getOdslService, odslServiceGroups, odslServices } from '../data/odsl/services';
import { odslCalendarKinds } from '../data/odsl/calendars';
import { findVariableType, odslVariableTypes } from '../data/odsl/variables';
import {
  odslCommandCategories,
  odslFunctionCategoryKeys,
  odslVariableGroups,
  type OdslVariableType,
} from '../data/odsl/schema';
import { connectedHtmlComponents, getHtmlComponent, htmlComponentPath } from '../data/public/components';
import { providers } from '../data/providers/providers';
import { decidedValuesSlice } from '../data/decisions';
import {
  datasetSpace,
  datasetsByCommodity,
  distributionAnchors,
  distributionLabels,
  groupByMainCommodity,
  placeOptions,
  providerByCode,
  providerLocation,
  providerPath,
  readableExample,
  relatedProviders,
  summariseByGroup,
} from '../data/providers/queries';
import { commodityGroups, providerKinds } from '../data/providers/vocabulary';
import type { CatalogueSummaryData } from '../src/components/CatalogueSummary';
import type { CommandIndexRow } from '../src/components/CommandIndex';
import type { CommandReferenceData } from '../src/components/CommandReference';
import type { DatasetRow } from '../src/components/DatasetsByCommodity';
import type { FunctionDetailsData } from '../src/components/FunctionDetails';
import type { FunctionIndexData } from '../src/components/FunctionIndex';
import type { HtmlComponentRelatedItem } from '../src/components/HtmlComponentRelated';
import type { LanguageTableData } from '../src/components/LanguageTable';
import type { ProviderCatalogueData } from '../src/components/ProviderCatalogue';
import type { ProviderDatasetsData } from '../src/components/ProviderDatasets';
import type { ProviderFactsData } from '../src/components/ProviderFacts';
import type { ProviderReadExampleData } from '../src/components/ProviderReadExample';
import type { ProviderIndexGroup } from '../src/components/ProviderIndex';
import type { RelatedProvidersData } from '../src/components/RelatedProviders';
import type { ServiceIndexGroup } from '../src/components/ServiceIndex';
import type { ServiceReferenceData } from '../src/components/ServiceReference';
import type { StageIndexRow } from '../src/components/StageIndex';
import type { StageReferenceData } from '../src/components/StageReference';
import type { VariableTypeIndexRow } from '../src/components/VariableTypeIndex';
import { tutorialSliceLoaders } from './tutorialSlices';
import { excelFunctions, excelFunctionSlice, excelFunctionSummaries, excelOptions } from '../data/excel';
import { findScreenSketch } from '../data/tools/screens';
import { automationTableSlice, targetIndexSlice, targetSlice } from '../data/automation';
import { dataReleaseMonthSlice, dataReleasesOf, releaseNotesSlice } from '../data/releases';
import type { ProviderReleasesSlice } from '../data/releases/schema';
import { sdkMethodsSlice } from '../data/sdk';
import { loadOpenApiDocument } from '../plugins/openapi/document';
import { entityView, operationView, serviceRows, serviceSummary } from '../plugins/openapi/slices';

type Attributes = Readonly<Record<string, string>>;

/** Comma-separated names in one literal attribute, e.g. `names="ODSL.REFID, ODSL.RTD"`. */
const nameList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** Types a loader by the data prop of its component, so a slice that no longer fits fails the type check. */
function slice<Data>(load: (attributes: Attributes) => Data | undefined): SliceLoader {
  return load;
}

/** The attribute value when it is one of the allowed keys; a typo in a page fails the build. */
function oneOf<Key extends string>(value: string | undefined, keys: readonly Key[], what: string): Key {
  if (!keys.includes(value as Key)) throw new Error(`unknown ${what} "${value}"`);
  return value as Key;
}

/** Only the named fields of a record: a slice carries what its component shows and nothing more. */
function pick<Row extends object, Key extends keyof Row>(row: Row, ...keys: Key[]): Pick<Row, Key> {
  const picked = {} as Pick<Row, Key>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}

/** One field set of a variable type, for the four components of a type page. */
function variableType<Key extends keyof OdslVariableType>(name: string | undefined, key: Key) {
  const type = findVariableType(name ?? '');
  return type && pick<OdslVariableType, 'name' | Key>(type, 'name', key);
}

/** ODSL commands, stages, glossary, language tables, functions, variable types, services, calendars. */
const odslLoaders = {
  CommandReference: slice<CommandReferenceData>(({ name }) => {
    const command = findCommand(name ?? '');
    return command && pick(command, 'name', 'clauses');
  }),
  CommandSyntax: slice<string[]>(({ name }) => findCommand(name ?? '')?.grammar),
  RelatedCommands: slice(({ name }) => relatedCommandLinks(name ?? '')),
  CommandIndex: slice<CommandIndexRow[]>(({ category }) => {
    const key =
      category === undefined ? undefined : oneOf(category, odslCommandCategories, 'command category');
    return odslCommands
      .filter((command) => key === undefined || command.category === key)
      .map((command) => ({
        ...pick(command, 'name', 'href', 'purpose'),
        closedBy: command.block?.closedBy ?? null,
      }));
  }),
  StageReference: slice<StageReferenceData>(({ name }) => {
    const stage = findStage(name ?? '');
    return stage && pick(stage, 'name', 'parameters', 'rules', 'mongodbRef', 'unsure');
  }),
  StageIndex: slice<StageIndexRow[]>(() =>
    odslStages.map((stage) => pick(stage, 'name', 'href', 'purpose', 'grammar', 'unsure')),
  ),
  GlossaryList: slice(({ initial }) => glossaryTermsUnder(initial ?? '')),
  LanguageTable: slice<LanguageTableData>(({ table }) => {
    switch (table) {
      case 'types':
        return { table, rows: [...odslCoreTypes] };
      case 'operators':
        return { table, rows: [...odslOperators] };
      case 'condition-operators':
        return { table, rows: odslOperators.filter((o) => o.kind !== 'arithmetic') };
      case 'expressions':
        return { table, rows: [...odslExpressionForms] };
      case 'accumulators':
        return { table, rows: [...odslAccumulators] };
      default:
        throw new Error(`unknown language table "${table}"`);
    }
  }),
  FunctionDetails: slice<FunctionDetailsData>(({ name }) => {
    const fn = findFunction(name ?? '');
    if (fn && !fn.documented) throw new Error(`no details for "${fn.name}", a function known by name only`);
    return fn && pick(fn, 'name', 'signatures', 'params', 'returns', 'notes');
  }),
  FunctionIndex: slice<FunctionIndexData>(({ category }) => {
    const key =
      category === undefined ? undefined : oneOf(category, odslFunctionCategoryKeys, 'function category');
    return {
      categoryTitle: key ? functionCategory(key).title : null,
      rows: functionIndexRows(key),
      nameOnly: nameOnlyFunctions(key),
    };
  }),
  VariableTypeIndex: slice<VariableTypeIndexRow[]>(({ group }) => {
    const key = oneOf(group, odslVariableGroups, 'variable group');
    return odslVariableTypes
      .filter((type) => type.group === key)
      .map((type) => pick(type, 'name', 'slug', 'purpose'));
  }),
  VariableCreation: slice(({ type }) => variableType(type, 'create')),
  VariableMethods: slice(({ type }) => variableType(type, 'methods')),
  VariableProperties: slice(({ type }) => variableType(type, 'properties')),
  VariableRelated: slice(({ type }) => variableType(type, 'related')),
  ServiceIndex: slice<ServiceIndexGroup[]>(() =>
    odslServiceGroups.map((group) => ({
      ...group,
      services: odslServices
        .filter((service) => service.group === group.id)
        .map((service) => pick(service, 'name', 'slug', 'reference', 'summary')),
    })),
  ),
  ServiceReference: slice<ServiceReferenceData>(({ name, section }) => {
    const service = getOdslService(name ?? '');
    switch (section) {
      case 'summary': {
        const group = odslServiceGroups.find((g) => g.id === service.group);
        return {
          section,
          service: pick(service, 'reference', 'returns', 'versioned', 'related'),
          groupLabel: group?.label ?? service.group,
        };
      }
      case 'operations':
        return { section, service: pick(service, 'name', 'operations') };
      case 'options':
        return { section, service: pick(service, 'name', 'options') };
      case 'rest':
        return { section, service: pick(service, 'name', 'rest') };
      default:
        throw new Error(`unknown service section "${section}"`);
    }
  }),
  CalendarKinds: slice(() => [...odslCalendarKinds]),
};

/** The embeddable HTML components. */
const publicLoaders = {
  HtmlComponentAttributes: slice(({ tag }) => getHtmlComponent(tag ?? '').attributes),
  HtmlComponentMembers: slice(({ tag }) => pick(getHtmlComponent(tag ?? ''), 'methods', 'events')),
  HtmlComponentRelated: slice<HtmlComponentRelatedItem[]>(({ tag }) =>
    connectedHtmlComponents(tag ?? '').map((other) => ({
      tag: other,
      summary: getHtmlComponent(other).summary,
      path: htmlComponentPath(other),
    })),
  ),
};

/** The provider catalogue: one provider's slice on its page, the whole list only on the catalogue page. */
const providerLoaders = {
  ProviderFacts: slice<ProviderFactsData>(({ code }) => {
    const p = providerByCode(code ?? '');
    return {
      ...pick(
        p,
        'name',
        'fullName',
        'kindDetail',
        'region',
        'commodities',
        'coverage',
        'website',
        'historyStart',
      ),
      countryName: p.country ? providerLocation(p) : null,
      licensing: p.distribution
        ? { label: distributionLabels[p.distribution], anchor: distributionAnchors[p.distribution] }
        : null,
    };
  }),
  ProviderDatasets: slice<ProviderDatasetsData>(({ code }) => {
    const p = providerByCode(code ?? '');
    return {
      name: p.name,
      // Every recorded field: the page shows them all (see ProviderDatasets/DatasetDetails).
      datasets: p.datasets.map(({ distribution, ...dataset }) => {
        const space = datasetSpace(p, dataset.id);
        return {
          ...dataset,
          ...(space ? { space } : {}),
          ...(distribution
            ? {
                licence: {
                  label: distributionLabels[distribution],
                  anchor: distributionAnchors[distribution],
                },
              }
            : {}),
        };
      }),
    };
  }),
  ProviderReadExample: slice<ProviderReadExampleData>(({ code }) => {
    const p = providerByCode(code ?? '');
    const example = readableExample(p);
    if (example) {
      const { dataset, space, exampleId } = example;
      return {
        datasetId: dataset.id,
        datasetName: dataset.name,
        space,
        id: space === 'public' ? `#${exampleId}` : exampleId,
        hasProperty: exampleId.includes(':'),
      };
    }
    throw new Error(`provider ${p.code} has no example id in a known space: leave ProviderReadExample out`);
  }),
  ProviderReleases: slice<ProviderReleasesSlice>(({ code }) => {
    const p = providerByCode(code ?? '');
    const entries = dataReleasesOf(p.code);
    if (entries.length === 0) throw new Error(`no data release names ${p.code}: leave ProviderReleases out`);
    const example = readableExample(p);
    const prefix = example?.exampleId.split('.')[0];
    return {
      name: p.name,
      entries,
      ...(example && prefix ? { find: { space: example.space, prefix } } : {}),
    };
  }),
  DataReleaseMonth: slice(({ period }) => dataReleaseMonthSlice(period ?? '')),
  RelatedProviders: slice<RelatedProvidersData>(({ code, limit }) => ({
    name: providerByCode(code ?? '').name,
    related: relatedProviders(code ?? '', limit === undefined ? 5 : Number(limit)).map((p) => ({
      ...pick(p, 'name', 'fullName', 'kind', 'commodities'),
      path: providerPath(p.code),
    })),
  })),
  ProviderIndex: slice<ProviderIndexGroup[]>(() =>
    groupByMainCommodity().map(([group, members]) => ({
      group,
      members: members.map((p) => ({
        ...pick(p, 'code', 'fullName', 'kindDetail'),
        path: providerPath(p.code),
      })),
    })),
  ),
  CatalogueSummary: slice<CatalogueSummaryData>(() => ({
    providers: providers.length,
    groups: summariseByGroup(),
  })),
  DatasetsByCommodity: slice<DatasetRow[]>(({ groups }) => {
    const keys = (groups ?? '')
      .split(',')
      .map((group) => oneOf(group.trim(), commodityGroups, 'commodity group'));
    return datasetsByCommodity(keys).map((dataset) => ({
      ...pick(dataset, 'id', 'name', 'kind', 'frequency', 'provider'),
      providerPath: providerPath(dataset.provider),
    }));
  }),
  ProviderCatalogue: slice<ProviderCatalogueData>(() => ({
    providers: providers.map((p) => ({
      // The words only the free-text filter reads load when the reader reaches it (data/providers/filterWords).
      ...pick(p, 'code', 'name', 'fullName', 'kind', 'country', 'region', 'commodities'),
      path: providerPath(p.code),
      location: providerLocation(p),
      licensing: p.distribution ? distributionLabels[p.distribution] : null,
      datasetCount: p.datasets.length,
    })),
    kinds: [...providerKinds],
    commodityGroups: [...commodityGroups],
    places: placeOptions(),
  })),
};

/**
 * Which JSX elements get a data slice at compile time, and where it comes from
 * (see `plugins/remark-data-slice/README.md`). Loaders run in Node at build time only.
 */
export const dataSliceLoaders: Readonly<Record<string, SliceLoader>> = {
  ...odslLoaders,
  ...publicLoaders,
  ...providerLoaders,
  ...tutorialSliceLoaders,
  ExcelFunction: ({ name }) => excelFunctionSlice(name ?? ''),
  ExcelFunctionTable: ({ names }) => excelFunctionSummaries(nameList(names)),
  ExcelOptions: ({ kind }) => (kind === 'display' || kind === 'creation' ? excelOptions(kind) : undefined),
  ExcelIdFormats: () => ({
    idFormats: excelFunctions().idFormats,
    optionsGrammar: excelFunctions().optionsGrammar,
  }),
  ScreenSketch: ({ id }) => findScreenSketch(id ?? ''),
  AutomationTargetSettings: ({ code }) => targetSlice(code),
  AutomationTargetIndex: () => targetIndexSlice(),
  AutomationTable: ({ table }) => automationTableSlice(table),
  // Decided values of the decisions list (data/decisions), such as the execution statuses.
  DecidedValues: ({ decision, value }) =>
    decidedValuesSlice(required(decision, 'decision'), required(value, 'value')),
  ReleaseNotes: releaseNotesSlice,
  SdkMethods: sdkMethodsSlice,
  // REST reference, from the OpenAPI document (data/openapi): one service, operation or entity each.
  RestServiceSummary: ({ service }) => serviceSummary(loadOpenApiDocument(), required(service, 'service')),
  RestOperation: ({ service, operation }) =>
    operationView(loadOpenApiDocument(), required(service, 'service'), required(operation, 'operation')),
  RestEntity: ({ service, entity }) =>
    entityView(loadOpenApiDocument(), required(service, 'service'), required(entity, 'entity')),
  RestServiceTable: () => serviceRows(loadOpenApiDocument()),
};

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`the ${name} attribute is required`);
  return value;
}
