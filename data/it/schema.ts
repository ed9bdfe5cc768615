/** Schema of the usage metrics list; the type is inferred from it. */
import * as z from 'zod';
import { nonBlank } from '../schema';

/** Providers that supply usage metrics to the platform. */
export const metricProviders = ['AzureServiceBus', 'ODSLRequest'] as const;
export type MetricProvider = (typeof metricProviders)[number];

/** One metric a provider publishes. */
export const MetricSchema = z.strictObject({
  provider: z.enum(metricProviders),
  /** Metric name as used in a metric id `PROVIDER/METRIC`. */
  name: z.string().regex(/^[A-Za-z]+$/),
  meaning: nonBlank,
});
export type Metric = z.output<typeof MetricSchema>;
