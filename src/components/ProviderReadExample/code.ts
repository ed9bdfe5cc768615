import type { ProviderReadExampleData } from './index';

// A `#` in a URL is written %23.
const urlEncoded = (id: string): string => id.replace(/^#/, '%23');

/**
 * The code a provider page shows to read one of its ids, in ODSL and over REST: the values behind a data
 * id, or the data an object id holds (decision `catalogue-data-ids`). Kept apart from the component so the
 * example checks read exactly what pages show.
 */
export function providerReadCode(
  { datasetId, space, id, hasProperty }: ProviderReadExampleData,
  apiBaseUrl: string,
): { odsl: string; http: string } {
  if (hasProperty)
    return {
      odsl: `// The values behind one id of the ${datasetId} dataset\nvalues = \${data:"${id}"}\nprint values`,
      http: `GET ${apiBaseUrl}/data/v1/${space}/${urlEncoded(id)}\nAuthorization: Bearer <token>`,
    };
  return {
    odsl: `// The data held by one object of the ${datasetId} dataset\nitems = find \${data:${space}} where _objid = "${id}"\nprint items`,
    http: `GET ${apiBaseUrl}/data/v1/${space}?_objid=${urlEncoded(id)}&_project=_id\nAuthorization: Bearer <token>`,
  };
}
