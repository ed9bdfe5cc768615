import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import remarkDataSlice, { type SliceLoader } from '../index';

const rows: Record<string, { id: string; rows: string[] }> = {
  curve: { id: 'curve', rows: ['GET /curve/v1/{source}'] },
  data: { id: 'data', rows: ['GET /data/v1/{source}/{id}'] },
};
const loaders: Record<string, SliceLoader> = {
  ServiceTable: ({ id }) => rows[id],
};

async function compileMdx(source: string): Promise<string> {
  const file = await compile(
    { value: source, path: '/docs/api/rest/service/curve.mdx' },
    { remarkPlugins: [[remarkDataSlice, { loaders }]] },
  );
  return String(file);
}

describe('remark-data-slice', () => {
  it('writes only the selected slice into the page as a data prop', async () => {
    const out = await compileMdx('# Curve\n\n<ServiceTable id="curve" />\n');
    expect(out).toContain('"GET /curve/v1/{source}"');
    expect(out).not.toContain('/data/v1/');
    expect(out).toMatch(/data: \{/);
  });

  it('leaves elements without a loader alone', async () => {
    const out = await compileMdx('<Other id="curve" />\n');
    expect(out).not.toContain('/curve/v1/');
  });

  it('fails the build with the page and element when nothing matches', async () => {
    await expect(compileMdx('<ServiceTable id="nope" />\n')).rejects.toThrow(
      /curve\.mdx: <ServiceTable \{"id":"nope"\}> matches no data/,
    );
  });

  it('rejects expression attributes, which cannot select a slice at compile time', async () => {
    await expect(compileMdx('<ServiceTable id={"curve"} />\n')).rejects.toThrow(
      /only literal string attributes/,
    );
  });

  it('rejects a hand-written data prop', async () => {
    await expect(compileMdx('<ServiceTable id="curve" data="x" />\n')).rejects.toThrow(/remove it/);
  });
});
