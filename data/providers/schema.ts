import type { Provider } from './types';

const requiredProviderText = ['code', 'name', 'fullName', 'kind', 'kindDetail', 'region'] as const;
const requiredDatasetText = ['id', 'name', 'kind'] as const;

/**
 * Problems with one catalogue entry: empty required fields, no commodity group,
 * no tags. An empty list means the entry is complete.
 */
export function schemaProblems(provider: Provider): string[] {
  const problems: string[] = [];
  for (const field of requiredProviderText) {
    const value: unknown = provider[field];
    if (typeof value !== 'string' || value.trim() === '')
      problems.push(`${provider.code}: ${field} is empty`);
  }
  if (provider.commodities.length === 0) problems.push(`${provider.code}: no commodity group`);
  if (provider.coverage.length === 0) problems.push(`${provider.code}: no coverage`);
  if (provider.tags.length === 0) problems.push(`${provider.code}: no tags`);
  if (provider.website !== null && !/^https?:\/\//.test(provider.website))
    problems.push(`${provider.code}: website is not a URL`);
  provider.datasets.forEach((dataset, index) => {
    for (const field of requiredDatasetText) {
      const value: unknown = dataset[field];
      if (typeof value !== 'string' || value.trim() === '')
        problems.push(`${provider.code} dataset ${index}: ${field} is empty`);
    }
    if (!Array.isArray(dataset.exampleIds))
      problems.push(`${provider.code} dataset ${index}: exampleIds missing`);
    if ((provider.distribution === 'MIXED') !== (dataset.distribution !== undefined))
      problems.push(
        `${provider.code} dataset ${index}: distribution is for datasets of MIXED providers only`,
      );
  });
  return problems;
}
