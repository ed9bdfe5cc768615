import { describe, expect, it } from 'vitest';
import { pageLabel } from '../labels';

describe('ServiceReference related labels', () => {
  it('strips the docs and odsl prefixes only', () => {
    expect(pageLabel('/docs/odsl/dm/workflow')).toBe('dm/workflow');
    expect(pageLabel('/docs/data/fx')).toBe('data/fx');
  });
});
