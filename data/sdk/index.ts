import { join } from 'node:path';
import { loadYaml } from '../loadYaml';
import { sdkReferenceSchema, type SdkMethodsSlice, type SdkReference } from './schema';

/** The SDKs with a method reference file `data/sdk/<name>.yaml`. */
export const sdkNames = ['java', 'python', 'matlab'] as const;
export type SdkName = (typeof sdkNames)[number];

const cache = new Map<SdkName, SdkReference>();

/**
 * Reads and validates one SDK's method reference. Node only: the remark data-slice loader and the
 * unit tests call it at build time, so no YAML parser reaches the browser.
 */
export function loadSdkReference(name: SdkName): SdkReference {
  const cached = cache.get(name);
  if (cached) return cached;
  const reference = loadYaml(join(__dirname, `${name}.yaml`), sdkReferenceSchema);
  cache.set(name, reference);
  return reference;
}

function isSdkName(name: string): name is SdkName {
  return (sdkNames as readonly string[]).includes(name);
}

/** The slice of `<SdkMethods sdk="java" group="client" />`: one group of one SDK. */
export function sdkMethodsSlice(attributes: Readonly<Record<string, string>>): SdkMethodsSlice {
  const { sdk, group } = attributes;
  if (!sdk || !isSdkName(sdk)) throw new Error(`unknown sdk "${sdk}"; known: ${sdkNames.join(', ')}`);
  const reference = loadSdkReference(sdk);
  const found = reference.groups.find((g) => g.id === group);
  if (!found) {
    throw new Error(`${sdk} has no group "${group}"; known: ${reference.groups.map((g) => g.id).join(', ')}`);
  }
  return { language: reference.language, group: found };
}
