/**
 * Licensed data in examples: an id of a provider whose catalogue record is bring-your-own-licence or
 * licensed through the platform lives in the reader's private space, so an example never shows it as a
 * public id (`#ICE.…`, `/v1/public/ICE…`, `get('object', 'public', 'ICE…')`). The restricted prefixes are
 * read from the provider catalogue, so a provider added there is covered at once.
 */
import type { Provider } from '../../data/providers/schema';

const RESTRICTED = new Set(['BYOL', 'LICENSED']);

/** The first segment of an id, before its first `.` or `:`: `ICE` of `ICE.IFEU.B`. */
function idPrefix(id: string): string {
  return id.replace(/^#/, '').split(/[.:]/)[0];
}

/**
 * Id prefixes of restricted data: the code of every BYOL or LICENSED provider (and of a MIXED provider
 * whose datasets are all restricted), its upper-case spelling, and the prefixes of the example ids of
 * every restricted dataset (`IPEX` of GME's datasets, `OMIE` of OMIP's).
 */
export function restrictedPrefixes(providers: readonly Provider[]): string[] {
  const out = new Set<string>();
  for (const provider of providers) {
    const restrictedDatasets = provider.datasets.filter((d) =>
      RESTRICTED.has(d.distribution ?? provider.distribution ?? ''),
    );
    const wholly =
      RESTRICTED.has(provider.distribution ?? '') ||
      (provider.distribution === 'MIXED' &&
        provider.datasets.length > 0 &&
        restrictedDatasets.length === provider.datasets.length);
    if (wholly) {
      out.add(provider.code);
      out.add(provider.code.toUpperCase());
    }
    for (const dataset of restrictedDatasets) for (const id of dataset.exampleIds) out.add(idPrefix(id));
  }
  return [...out].sort((a, b) => b.length - a.length || a.localeCompare(b));
}

export interface LicensedIdHit {
  line: number;
  found: string;
  expected: string;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A matcher of the three public forms of an id with one of `prefixes`. */
export function publicIdPattern(prefixes: readonly string[]): RegExp {
  const codes = prefixes.map(escape).join('|');
  // A `.` or `:` after the code: `#ICE_NL_PEAK_CALENDAR` (a calendar, not licensed data) stays allowed.
  const id = `(?:${codes})(?=[.:])`;
  return new RegExp(
    [
      // A public id: `#ICE.TTF:SETTLE`, URL-encoded `%23ICE.…`.
      `(?:#|%23)${id}`,
      // A REST path into the public space: `/public/ICE.…`, `/public/%23ICE.…`.
      `/public/(?:#|%23)?${id}`,
      // An SDK call with the public source: `'public', 'ICE.…'`, `"public", "#ICE.…"`.
      `['"]public['"]\\s*,\\s*['"]#?${id}`,
    ].join('|'),
    'g',
  );
}

/** Every line of `text` that shows restricted data as public. */
export function findPublicLicensedIds(text: string, prefixes: readonly string[]): LicensedIdHit[] {
  const pattern = publicIdPattern(prefixes);
  const hits: LicensedIdHit[] = [];
  text.split(/\r?\n/).forEach((lineText, index) => {
    for (const m of lineText.matchAll(pattern)) {
      const rest = lineText.slice(m.index).match(/^[^\s'"`)},\]]*/)?.[0] ?? m[0];
      hits.push({
        line: index + 1,
        found: rest,
        expected: 'licensed data read from the private space (an id without `#`, source `private`)',
      });
    }
  });
  return hits;
}
