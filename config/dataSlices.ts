import type { SliceLoader } from '../plugins/remark-data-slice';
import {
  findFunction,
  functionCategory,
  functionIndexRows,
  type OdslFunctionCategoryKey,
} from '../data/odsl/functions';
import { odslFunctionCategoryKeys } from '../data/odsl/schema';
import type { FunctionDetailsData } from '../src/components/FunctionDetails';
import type { FunctionIndexData } from '../src/components/FunctionIndex';

type Attributes = Readonly<Record<string, string>>;

/** Types a loader by the data prop of its component, so a slice that no longer fits fails the type check. */
function slice<Data>(load: (attributes: Attributes) => Data | undefined): SliceLoader {
  return load;
}

/** The attribute value when it is one of the allowed keys; a typo in a page fails the build. */
function oneOf<Key extends string>(value: string | undefined, keys: readonly Key[], what: string): Key {
  if (!keys.includes(value as Key)) throw new Error(`unknown ${what} "${value}"`);
  return value as Key;
}

/**
 * Which JSX elements get a data slice at compile time, and where it comes from
 * (see `plugins/remark-data-slice/README.md`). Loaders run in Node at build time only.
 */
export const dataSliceLoaders: Readonly<Record<string, SliceLoader>> = {
  // ODSL functions
  FunctionDetails: slice<FunctionDetailsData>(({ name }) => {
    const fn = findFunction(name ?? '');
    return (
      fn && {
        name: fn.name,
        documented: fn.documented,
        signatures: fn.signatures,
        params: fn.params,
        returns: fn.returns,
        notes: fn.notes,
      }
    );
  }),
  FunctionIndex: slice<FunctionIndexData>(({ category }) => {
    const key: OdslFunctionCategoryKey | undefined =
      category === undefined ? undefined : oneOf(category, odslFunctionCategoryKeys, 'function category');
    return {
      categoryTitle: key ? functionCategory(key).title : null,
      rows: functionIndexRows(key),
    };
  }),
};
