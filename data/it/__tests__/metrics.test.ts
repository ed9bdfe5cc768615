import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { metrics, metricsOf } from '../metrics';
import { MetricSchema, metricProviders } from '../schema';
import { schemaProblems } from '../../schema';

describe('metric list', () => {
  it('matches its schema', () => {
    expect(schemaProblems(z.array(MetricSchema), metrics)).toEqual([]);
  });

  it('files every metric under a provider, without duplicates', () => {
    expect(metricProviders.flatMap((p) => metricsOf(p))).toHaveLength(metrics.length);
    const ids = metrics.map((m) => `${m.provider}/${m.name}`);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
