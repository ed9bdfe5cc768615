/** Schemas of the knowledge-base reference lists; each type is inferred from its schema. */
import * as z from 'zod';
import { nonBlank } from '../schema';

/** Continent groups used by the country reference, in display order. */
export const continents = [
  'Africa',
  'America (North, South)',
  'Asia',
  'Australia and Oceania',
  'Europe',
] as const;
export type Continent = (typeof continents)[number];

/**
 * One country or territory with its ISO 3166 codes, capital and telephone prefix. This is the site's
 * one country type: provider pages name a provider's home country by its `iso2` code.
 */
export const CountrySchema = z.strictObject({
  continent: z.enum(continents),
  /** ISO 3166-1 alpha-2 code. */
  iso2: z.string().regex(/^[A-Z]{2}$/),
  /** ISO 3166-1 alpha-3 code. */
  iso3: z.string().regex(/^[A-Z]{3}$/),
  name: nonBlank,
  /** Capital city; null where the reference records none. */
  capital: nonBlank.nullable(),
  /** International dialling prefix, without the leading plus. */
  dialPrefix: z.string().regex(/^\d[\d -]*$/),
});
export type Country = z.output<typeof CountrySchema>;

/** One currency code with its name and where it is used. */
export const CurrencySchema = z.strictObject({
  /** ISO 4217 code, or a platform minor-unit code such as `GBPp`. */
  code: z.string().regex(/^[A-Z]{3}[a-z]?$/),
  name: nonBlank,
  /** Countries, territories or bodies that use the currency. */
  usedIn: nonBlank,
});
export type Currency = z.output<typeof CurrencySchema>;

/** Families of period codes, in the order the knowledge base explains them. */
export const periodGroups = [
  'intraday',
  'standard',
  'end-of-period',
  'relative-only',
  'financial',
  'spreads',
] as const;
export type PeriodGroup = (typeof periodGroups)[number];

/** One period code form: its grammar and an example. */
export const PeriodCodeSchema = z.strictObject({
  group: z.enum(periodGroups),
  name: nonBlank,
  /** Grammar of the code; quoted parts are literal, capitals are building blocks. */
  pattern: nonBlank,
  example: nonBlank,
});
export type PeriodCode = z.output<typeof PeriodCodeSchema>;

/** One of the 50 states of the United States. */
export const UsStateSchema = z.strictObject({
  name: nonBlank,
  /** Two-letter postal abbreviation. */
  postal: z.string().regex(/^[A-Z]{2}$/),
  capital: nonBlank,
  /** Largest city, or null where the reference does not name one. */
  largestCity: nonBlank.nullable(),
});
export type UsState = z.output<typeof UsStateSchema>;
