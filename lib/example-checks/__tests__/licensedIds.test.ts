import { describe, expect, it } from 'vitest';
import type { Provider } from '../../../data/providers/schema';
import { findPublicLicensedIds, restrictedPrefixes } from '../licensedIds';

const provider = (code: string, distribution: Provider['distribution'], ids: string[] = []): Provider =>
  ({
    code,
    distribution,
    datasets: ids.length
      ? [{ id: `${code}_X`, exampleIds: ids, ...(distribution === 'MIXED' ? { distribution: 'BYOL' } : {}) }]
      : [],
  }) as unknown as Provider;

describe('restrictedPrefixes', () => {
  it('takes BYOL and LICENSED codes and the prefixes of their example ids, not FREE ones', () => {
    const prefixes = restrictedPrefixes([
      provider('ICE', 'BYOL', ['ICE.IFEU.B']),
      provider('GME', 'BYOL', ['IPEX.EL.IT.AUST.MGP.TS']),
      provider('Platts', 'BYOL'),
      provider('CEPEA', 'LICENSED'),
      provider('EEX', 'MIXED', ['EEX.X']),
      provider('ECB', 'FREE', ['ECB_FX.EURUSD:SPOT']),
    ]);
    expect(prefixes.sort()).toEqual(['CEPEA', 'EEX', 'GME', 'ICE', 'IPEX', 'PLATTS', 'Platts'].sort());
  });
});

describe('findPublicLicensedIds', () => {
  const prefixes = ['ICE', 'IPEX'];
  it('catches a public id, a public REST path and a public SDK read', () => {
    const text = [
      'ts = ${data:"#ICE.TTF:SETTLE"}',
      'GET /data/v1/public/%23ICE.TTF:SETTLE',
      'GET /object/v1/public/IPEX.EL.IT',
      "odsl.get('object', 'public', 'ICE.IFEU.B')",
    ].join('\n');
    const hits = findPublicLicensedIds(text, prefixes);
    expect(hits.map((h) => h.line)).toEqual([1, 2, 3, 4]);
    expect(hits[0].found).toBe('#ICE.TTF:SETTLE');
  });

  it('accepts private reads, calendars and other providers', () => {
    const text = [
      'ts = ${data:"ICE.IFEU.B"}',
      "odsl.get('object', 'private', 'ICE.IFEU.B')",
      'cal = ${calendar:"#ICE_NL_PEAK_CALENDAR"}',
      'GET /data/v1/public/%23ECB_FX.EURUSD:SPOT',
      'GET /data/v1/private/ICE.IFEU.B',
    ].join('\n');
    expect(findPublicLicensedIds(text, prefixes)).toEqual([]);
  });
});
