import { describe, expect, it } from 'vitest';
import { checkOdslTypes, enumeratedValues, idShape } from '../types';

const rules = (code: string): string[] => checkOdslTypes(code).map((i) => `${i.line} ${i.rule}`);

describe('checkOdslTypes: properties', () => {
  it('catches a property a TimeSeries read from the data service does not have', () => {
    const issues = checkOdslTypes('fx = ${data:"#ECB_FX.EURUSD:SPOT"} for last(5)\nprint fx.size');
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ line: 2, rule: 'property' });
    expect(issues[0].message).toContain('TimeSeries has no property `size`');
  });

  it('accepts the reference properties, list element properties and dynamic properties set first', () => {
    const code = [
      'fx = ${data:"#ECB_FX.EURUSD:SPOT"}',
      'print fx.values.size',
      'fx.region = "EU"',
      'print fx.region',
      'for tv in fx.values',
      '    print tv.value',
      'next',
    ].join('\n');
    expect(rules(code)).toEqual([]);
  });

  it('catches a dynamic property read before the example sets it', () => {
    expect(rules('ts = TimeSeries("business")\nprint ts.region\nts.region = "EU"')).toEqual(['2 property']);
  });

  it('catches a property set on a type without custom properties', () => {
    expect(rules('e = Extension()\ne.tags = ["A"]')).toEqual(['2 property']);
  });

  it('catches a property of a list element that its type lacks', () => {
    expect(rules('ts = TimeSeries("business")\nfor tv in ts.values\n    print tv.price\nnext')).toEqual([
      '3 property',
    ]);
  });
});

describe('checkOdslTypes: methods', () => {
  it('catches a method the type does not have', () => {
    const issues = checkOdslTypes('fwd = ${data:"ICE.NBP_M:SETTLE:2024-06-12"}\nprint fwd.sortBy("M01")');
    expect(issues).toMatchObject([{ line: 2, rule: 'method' }]);
    expect(issues[0].message).toContain('Curve has no method `sortBy`');
  });

  it('accepts the reference methods', () => {
    expect(rules('ts = TimeSeries("business")\nts.add(Date("2031-01-02"), 1.5)')).toEqual([]);
  });
});

describe('checkOdslTypes: enumerated values', () => {
  it('catches an execution status in the wrong case (decision execution-status-case)', () => {
    const issues = checkOdslTypes('failed = find ${exec} where status = "FAILED"');
    expect(issues).toMatchObject([{ line: 1, rule: 'enum' }]);
    expect(issues[0].message).toContain('expected one of triggered, start');
    expect(rules('failed = find ${exec} where status = "failed"')).toEqual([]);
  });

  it('catches an execution status in a match of an aggregate over executions', () => {
    expect(rules('x = aggregate ${exec}\n    match status = "Success"\nend')).toEqual(['2 enum']);
  });

  it('catches a value of an enumerated property in the wrong case', () => {
    expect(rules('ts = TimeSeries("business")\nts.valueType = "tracked"')).toEqual(['2 enum']);
    expect(rules('ts = TimeSeries("business")\nts.valueType = "TRACKED"')).toEqual([]);
  });
});

describe('checkOdslTypes: unknown types are skipped', () => {
  it('does not guess the type of a variable', () => {
    const code = [
      'x = someFunction()',
      'print x.whatever',
      'o = ${object:"PLANT_A"}',
      'print o.capacity',
      'm = ${data:"MYOBJ:FWD:M01"}',
      'print m.anything',
      'ts = TimeSeries("business")',
      'ts = x',
      'print ts.size',
    ].join('\n');
    expect(rules(code)).toEqual([]);
  });
});

describe('helpers', () => {
  it('reads enumerations from a meaning that lists words only', () => {
    expect(enumeratedValues('TRACKED or BASIC')).toEqual(['TRACKED', 'BASIC']);
    expect(enumeratedValues('Aggregation: summed, averaged, high, low')).toEqual([
      'summed',
      'averaged',
      'high',
      'low',
    ]);
    expect(enumeratedValues('Private, common or public; default private')).toEqual([
      'private',
      'common',
      'public',
    ]);
    expect(enumeratedValues('Name of workflow or script to run')).toBeUndefined();
  });

  it('gives an id its shape', () => {
    expect(idShape('ICE.NBP_M:SETTLE:2024-06-12')).toBe('ID:ID:DATE');
    expect(idShape('#ECB_FX.EURUSD:SPOT')).toBe('ID:ID');
  });
});
