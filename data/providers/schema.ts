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
  kind: z.enum(datasetKinds),
  /** Publication frequency; `null` when unknown (the page then shows none). */
  frequency: z.enum(frequencies).nullable(),
  /** Ids of objects the dataset loads, taken from the provider's examples. */
  exampleIds: z.array(nonBlank),
  /** When the loader runs, in words; `null` when unknown. */
  schedule: nonBlank.nullable(),
  /** Licensing of this dataset; given only, and always, when the provider's distribution is `MIXED`. */
  distribution: z.enum(['FREE', 'BYOL', 'LICENSED']).optional(),
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
