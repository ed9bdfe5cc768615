import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { countries, countriesIn } from '../countries';
import { currencies, isMinorUnit, minorUnits } from '../currencies';
import { usStates } from '../usStates';
import { periodCodes, periodCodesIn } from '../periodCodes';
import { schemaProblems } from '../../schema';
import {
  continents,
  CountrySchema,
  CurrencySchema,
  PeriodCodeSchema,
  periodGroups,
  UsStateSchema,
} from '../schema';

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('knowledge-base lists', () => {
  it('match their schemas', () => {
    expect(schemaProblems(z.array(CountrySchema), countries)).toEqual([]);
    expect(schemaProblems(z.array(CurrencySchema), currencies)).toEqual([]);
    expect(schemaProblems(z.array(UsStateSchema), usStates)).toEqual([]);
    expect(schemaProblems(z.array(PeriodCodeSchema), periodCodes)).toEqual([]);
  });
});

describe('country reference', () => {
  it('holds the 224 countries and territories of the reference', () => {
    expect(countries).toHaveLength(224);
  });

  it('uses well-formed, unique ISO codes', () => {
    for (const country of countries) {
      expect(country.iso2, country.name).toMatch(/^[A-Z]{2}$/);
      expect(country.iso3, country.name).toMatch(/^[A-Z]{3}$/);
      expect(country.dialPrefix, country.name).toMatch(/^\d+( \d+)?$/);
    }
    expect(duplicates(countries.map((c) => c.iso2))).toEqual([]);
    expect(duplicates(countries.map((c) => c.iso3))).toEqual([]);
  });

  it('splits into continents without losing or repeating a country', () => {
    const perContinent = continents.flatMap((continent) => countriesIn(continent));
    expect(perContinent).toHaveLength(countries.length);
    for (const continent of continents) {
      expect(countriesIn(continent).length, continent).toBeGreaterThan(0);
      expect(countriesIn(continent).every((c) => c.continent === continent)).toBe(true);
    }
  });
});

describe('currency reference', () => {
  it('holds unique codes, ISO form or minor-unit form', () => {
    expect(currencies).toHaveLength(172);
    expect(duplicates(currencies.map((c) => c.code))).toEqual([]);
    for (const currency of currencies) {
      expect(currency.code).toMatch(/^[A-Z]{3}[a-z]?$/);
      expect(currency.name.length, currency.code).toBeGreaterThan(2);
    }
  });

  it('recognises exactly the minor-unit codes', () => {
    expect(isMinorUnit('GBPp')).toBe(true);
    expect(isMinorUnit('GBP')).toBe(false);
    expect(minorUnits().map((c) => c.code)).toEqual(['EURc', 'GBPp', 'USDc']);
  });

  it('has a major currency for every minor unit', () => {
    const codes = new Set(currencies.map((c) => c.code));
    for (const minor of minorUnits()) expect(codes.has(minor.code.slice(0, 3))).toBe(true);
  });
});

describe('US state reference', () => {
  it('lists the 50 states with unique postal codes in alphabetical order', () => {
    expect(usStates).toHaveLength(50);
    expect(duplicates(usStates.map((s) => s.postal))).toEqual([]);
    for (const state of usStates) expect(state.postal).toMatch(/^[A-Z]{2}$/);
    const names = usStates.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('period code reference', () => {
  it('files every code under a known family and leaves no family empty', () => {
    for (const group of periodGroups) expect(periodCodesIn(group).length, group).toBeGreaterThan(0);
    expect(periodGroups.flatMap((g) => periodCodesIn(g))).toHaveLength(periodCodes.length);
  });

  it('gives every form an example and no duplicate example within a family', () => {
    for (const group of periodGroups) {
      const examples = periodCodesIn(group).map((c) => c.example);
      expect(examples.every((e) => e.trim() !== '')).toBe(true);
      expect(duplicates(examples), group).toEqual([]);
    }
  });
});
