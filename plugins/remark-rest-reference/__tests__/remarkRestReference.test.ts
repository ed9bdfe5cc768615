import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import remarkRestReference, { type RemarkRestReferenceOptions } from '../index';

const options: RemarkRestReferenceOptions = {
  operations: (service) =>
    service === 'curve'
      ? [
          { anchor: 'list-configurations', heading: 'List curve configurations' },
          { anchor: 'get-build', heading: 'Get build records' },
        ]
      : [],
  entities: (service) => (service === 'curve' ? ['CurveBuildInformation'] : []),
  entityAnchor: (name) => `${name.toLowerCase()}-entity`,
};

async function compileMdx(source: string): Promise<string> {
  const file = await compile(
    { value: source, path: '/docs/api/rest/service/curve.mdx' },
    { remarkPlugins: [[remarkRestReference, options]] },
  );
  return String(file);
}

describe('remark-rest-reference', () => {
  it('writes one heading with a fixed id and one element per operation', async () => {
    const out = await compileMdx('## Operations\n\n<RestOperations service="curve" />\n');
    expect(out).toContain('id: "list-configurations"');
    expect(out).toContain('"List curve configurations"');
    expect(out).toContain('id: "get-build"');
    expect(out).toMatch(/_jsx\(RestOperation, \{\s*service: "curve",\s*operation: "get-build"/);
  });

  it('imports the components it writes', async () => {
    const out = await compileMdx('<RestEntities service="curve" />\n');
    expect(out).toContain('import RestEntity from "@site/src/components/RestEntity"');
    expect(out).not.toContain('RestOperation');
    expect(out).toContain('id: "curvebuildinformation-entity"');
  });

  it('fails on a service without operations, so a typo cannot give an empty page', async () => {
    await expect(compileMdx('<RestOperations service="curv" />\n')).rejects.toThrow(/curv.*no operations/);
  });

  it('leaves pages without layout elements alone', async () => {
    const out = await compileMdx('# Title\n\nText.\n');
    expect(out).not.toContain('@site/src/components');
  });
});
