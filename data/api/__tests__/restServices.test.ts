import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { restServices } from '../restServices';
import { RestServiceSchema } from '../schema';
import { schemaProblems } from '../../schema';

describe('REST service list', () => {
  it('matches its schema', () => {
    expect(schemaProblems(z.array(RestServiceSchema), restServices)).toEqual([]);
  });

  it('has unique path segments', () => {
    const names = restServices.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
