/**
 * The built-in ODSL variable types. The records live in `variables/<group>.yaml`, one file per group of
 * the variable overview; this module loads and validates them at build time (Node only). Each type has
 * a page at its `slug` whose tables are rendered from its slice; the example checker and the link
 * plugin use the list to know which types exist.
 */
import { join } from 'node:path';
import { loadYaml } from '../loadYaml';
import { OdslVariableFileSchema, odslVariableGroups, type OdslVariableType } from './schema';

export type {
  OdslVariableGroup,
  OdslVariableMethod,
  OdslVariableProperty,
  OdslVariableRelated,
  OdslVariableType,
} from './schema';

/** Every type, group by group, in overview order. */
export const odslVariableTypes: readonly OdslVariableType[] = odslVariableGroups.flatMap((group) =>
  loadYaml(join(__dirname, 'variables', `${group}.yaml`), OdslVariableFileSchema).types.map((type) => ({
    ...type,
    group,
  })),
);

/** Look a type up by its ODSL name, e.g. `TimeSeries`. */
export function findVariableType(name: string): OdslVariableType | undefined {
  return odslVariableTypes.find((t) => t.name === name);
}
