/**
 * Damerau–Levenshtein distance (the optimal string alignment form: insertions, deletions,
 * substitutions and swaps of two neighbouring characters, each costing 1), bounded: the work stops and
 * returns `max + 1` as soon as the distance must exceed `max`. Spelling suggestions compare a query
 * word with each of ~8,000 index words on every empty search, so the bound and the reuse of two row
 * buffers matter more here than the general API of a package (a dependency would also be one more
 * entry in the shared lock file for ~30 lines).
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  if (s.length === 0) return t.length;
  if (t.length === 0) return s.length;
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  let current = new Array<number>(t.length + 1).fill(0);
  for (let i = 1; i <= s.length; i += 1) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[t.length], max + 1);
}
