import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import brand from '@site/src/brand';
import InlineText from '@site/src/components/InlineText';
import type { ProviderReleasesSlice } from '@site/data/releases/schema';

interface Props {
  /** Exact provider code, e.g. `ENTSOE`; it selects the slice. */
  code: string;
  /** Added at compile time by remark-data-slice from data/releases/dataReleases.yaml. */
  data: ProviderReleasesSlice;
}

const notesPath = '/docs/data/Release-Notes';

/**
 * What the monthly data releases added for one provider, newest first, each linked to its month, and how
 * to find a series a release names before the dataset list shows it.
 */
export default function ProviderReleases({ data }: Props): ReactNode {
  const { name, entries, find } = data;
  // A public id starts with `#`, written %23 in a URL; the dot of the prefix is escaped for the regex.
  const idStart = `${find?.space === 'public' ? '%23' : ''}${find?.prefix.replace(/\./g, '\\.') ?? ''}\\.`;
  return (
    <>
      <p>
        The <Link to={notesPath}>data release notes</Link> name {name} in these months:
      </p>
      <ul>
        {entries.map((entry) => (
          <li key={`${entry.id} ${entry.text}`}>
            <Link to={`${notesPath}#${entry.id}`}>{entry.title}</Link>: <InlineText text={entry.text} />
          </li>
        ))}
      </ul>
      {find ? (
        <>
          <p>
            To find a {name} series that is not in the dataset list above yet, list the {name} objects in the{' '}
            {find.space} space by the start of their ids (
            <Link to="/docs/data/provider-data#series-that-a-release-adds">how releases add series</Link>):
          </p>
          <CodeBlock language="http">{`GET ${brand.apiBaseUrl}/object/v1/${find.space}?_id=regex(^${idStart})&_project=_id,name\nAuthorization: Bearer <token>`}</CodeBlock>
        </>
      ) : (
        <p>
          To find a {name} series that is not in the dataset list above yet, search the{' '}
          <Link to="/docs/data/catalog">data catalogue</Link> for {name}.
        </p>
      )}
    </>
  );
}
