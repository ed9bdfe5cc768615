/**
 * Schema of the provider catalogue: the shape of a provider and its datasets. Every entry carries
 * every field; the types are inferred from the schema.
 */
import * as z from 'zod';
import { nonBlank } from '../schema';
import {
  commodityGroups,
  datasetKinds,
  distributions,
  frequencies,
  providerKinds,
  regions,
} from './vocabulary';

export const DatasetSchema = z.strictObject({
  /** Dataset id as used by the loaders, e.g. `EIA_PET_PR`. */
  id: nonBlank,
  name: nonBlank,
  /**
   * The Dataset attribute of the objects the dataset loads, given only where the catalogue records it
   * different from `id`. A `where dataset = "…"` query compares this attribute, so it takes this value
   * (decision `dataset-attribute`).
   */
  datasetAttribute: nonBlank.optional(),
  kind: z.enum(datasetKinds),
  /** Publication frequency; `null` when unknown (the page then shows none). */
  frequency: z.enum(frequencies).nullable(),
  /** Ids of objects the dataset loads, taken from the provider's examples. */
  exampleIds: z.array(nonBlank),
  /** When the loader runs, in words; `null` when unknown. */
  schedule: nonBlank.nullable(),
  /** Licensing of this dataset; given only, and always, when the provider's distribution is `MIXED`. */
  distribution: z.enum(['FREE', 'BYOL', 'LICENSED']).optional(),
  // The fields below are given only when the catalogue records them; the provider page shows each one given.
  /** Group of datasets the provider's page puts it in, e.g. `Balancing`. */
  section: nonBlank.optional(),
  /** Type of the stored objects, e.g. `Electricity`, `ForwardCurve`. */
  storedType: nonBlank.optional(),
  /** `curve` when the data is stored as forward curves. */
  form: nonBlank.optional(),
  /** Market attribute of the stored objects, e.g. `Day Ahead`. */
  market: nonBlank.optional(),
  category: nonBlank.optional(),
  /** Dataset type attribute, where it differs from the kind. */
  datasetType: nonBlank.optional(),
  product: nonBlank.optional(),
  location: nonBlank.optional(),
  /** Unit code of the values, e.g. `MWH`, `BBL`. */
  unit: nonBlank.optional(),
  currency: nonBlank.optional(),
  timezone: nonBlank.optional(),
  /** When the provider publishes, as opposed to when the loader runs (`schedule`). */
  publication: nonBlank.optional(),
  /** How 23- and 25-hour days are handled. */
  daylightSaving: nonBlank.optional(),
  /** Profile of the values, e.g. `VOL`. */
  profile: nonBlank.optional(),
  /** Calendar of the observation dates, a holiday calendar code (`HUSA`) or a period (`Hourly`). */
  quoteCalendar: nonBlank.optional(),
  holidayCalendar: nonBlank.optional(),
  /** Expiry (roll) calendar code, e.g. `REOD`. */
  expiryCalendar: nonBlank.optional(),
  /** Expiry calendars by product or tenor, e.g. `{ Day: 'REOD', Weekend: 'RWKD' }`. */
  expiryCalendars: z.record(nonBlank, nonBlank).optional(),
  /** How missing points are checked. */
  validation: nonBlank.optional(),
  /** Pattern of the dataset's ids, with placeholders in angle brackets. */
  idPattern: nonBlank.optional(),
  reserveTypes: z.array(nonBlank).min(1).optional(),
  /** Parts of the dataset loaded on their own, each with its own dataset id. */
  subdatasets: z
    .array(z.strictObject({ id: nonBlank, name: nonBlank.optional(), exampleId: nonBlank.optional() }))
    .min(1)
    .optional(),
  /** The provider's contract codes and what each stands for. */
  contractCodes: z.record(nonBlank, nonBlank).optional(),
  /** Clearing (ECC) codes by issuer, with the market area each covers. */
  clearingCodes: z
    .array(z.strictObject({ issuer: nonBlank, code: nonBlank, location: nonBlank }))
    .min(1)
    .optional(),
  /** Product names in the provider's own language and in English. */
  productNames: z.record(nonBlank, nonBlank).optional(),
  /** Codes of the measured elements seen in the example ids, and what each measures. */
  elementCodes: z.record(nonBlank, nonBlank).optional(),
  /** Further attributes of the stored objects and what they hold. */
  attributes: z.record(nonBlank, nonBlank).optional(),
  /** The provider's files the data is read from. */
  sourceFiles: z.array(nonBlank).min(1).optional(),
  /** The provider's page the data is read from. */
  sourceUrl: z.url({ protocol: /^https?$/ }).optional(),
  /** The provider's licence terms for this data. */
  licenceUrls: z
    .array(z.url({ protocol: /^https?$/ }))
    .min(1)
    .optional(),
});
export type Dataset = z.output<typeof DatasetSchema>;

export const ProviderSchema = z
  .strictObject({
    /** Exact code; also the last URL segment of `/docs/company/{code}`. */
    code: z.string().regex(/^[A-Za-z0-9]+$/),
    /** Short display name; also the label of the provider's tag. */
    name: nonBlank,
    fullName: nonBlank,
    kind: z.enum(providerKinds),
    /** The organisation type in words, more precise than `kind`. */
    kindDetail: nonBlank,
    /** ISO 3166-1 alpha-2 code of the home country (see data/kb/countries.ts); `null` for international bodies. */
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable(),
    region: z.enum(regions),
    commodities: z.array(z.enum(commodityGroups)).min(1),
    /** Commodities, products and asset classes the provider covers, in its own terms. */
    coverage: z.array(nonBlank).min(1),
    website: z.url({ protocol: /^https?$/ }).nullable(),
    distribution: z.enum(distributions).nullable(),
    /** First year of stored history in the public catalogue. */
    historyStart: z.number().int().min(1800).nullable(),
    /**
     * Key of the provider's own tag. `npm run generate` defines it in docs/tags.yml and the providers
     * group of the tag index; the provider page lists it first in its front matter `tags`.
     */
    tag: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    datasets: z.array(DatasetSchema),
  })
  .superRefine((provider, ctx) => {
    provider.datasets.forEach((dataset, index) => {
      if ((provider.distribution === 'MIXED') !== (dataset.distribution !== undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: ['datasets', index, 'distribution'],
          message: 'is given for the datasets of MIXED providers only, and for each of them',
        });
      }
    });
  });
export type Provider = z.output<typeof ProviderSchema>;
