/** Countries that providers are based in, with the tag that pages about them carry. */
export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  name: string;
  /** Key of `docs/tags.yml`. */
  tag: string;
}

export const countries: Country[] = [
  { code: 'AE', name: 'United Arab Emirates', tag: 'united-arab-emirates' },
  { code: 'AR', name: 'Argentina', tag: 'argentina' },
  { code: 'AT', name: 'Austria', tag: 'austria' },
  { code: 'AU', name: 'Australia', tag: 'australia' },
  { code: 'BE', name: 'Belgium', tag: 'belgium' },
  { code: 'BG', name: 'Bulgaria', tag: 'bulgaria' },
  { code: 'BR', name: 'Brazil', tag: 'brazil' },
  { code: 'CA', name: 'Canada', tag: 'canada' },
  { code: 'CH', name: 'Switzerland', tag: 'switzerland' },
  { code: 'CN', name: 'China', tag: 'china' },
  { code: 'CZ', name: 'Czech Republic', tag: 'czech-republic' },
  { code: 'DE', name: 'Germany', tag: 'germany' },
  { code: 'DK', name: 'Denmark', tag: 'denmark' },
  { code: 'ES', name: 'Spain', tag: 'spain' },
  { code: 'FR', name: 'France', tag: 'france' },
  { code: 'GB', name: 'United Kingdom', tag: 'united-kingdom' },
  { code: 'GR', name: 'Greece', tag: 'greece' },
  { code: 'HU', name: 'Hungary', tag: 'hungary' },
  { code: 'IN', name: 'India', tag: 'india' },
  { code: 'IT', name: 'Italy', tag: 'italy' },
  { code: 'LU', name: 'Luxembourg', tag: 'luxembourg' },
  { code: 'MY', name: 'Malaysia', tag: 'malaysia' },
  { code: 'NL', name: 'Netherlands', tag: 'netherlands' },
  { code: 'NO', name: 'Norway', tag: 'norway' },
  { code: 'NZ', name: 'New Zealand', tag: 'new-zealand' },
  { code: 'PL', name: 'Poland', tag: 'poland' },
  { code: 'PT', name: 'Portugal', tag: 'portugal' },
  { code: 'RO', name: 'Romania', tag: 'romania' },
  { code: 'SI', name: 'Slovenia', tag: 'slovenia' },
  { code: 'SK', name: 'Slovakia', tag: 'slovakia' },
  { code: 'US', name: 'United States', tag: 'united-states' },
];

const byCode = new Map(countries.map((country) => [country.code, country]));

/** The country with this ISO code; throws on an unknown code so data errors surface in tests. */
export function countryByCode(code: string): Country {
  const country = byCode.get(code);
  if (!country) throw new Error(`Unknown country code ${code}`);
  return country;
}
