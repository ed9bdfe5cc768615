import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSdkReference, sdkMethodsSlice, sdkNames } from '../../../data/sdk';
import { sdkReferenceSchema } from '../../../data/sdk/schema';

const root = join(__dirname, '../../..');

function mdxFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => join(dir, file));
}

/** Every `<SdkMethods sdk="…" group="…" />` in the docs, with the page it is on. */
const elements = mdxFiles('docs').flatMap((file) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/<SdkMethods sdk="([^"]+)" group="([^"]+)" \/>/g)].map(
    (m) => ({ file: relative(root, join(root, file)), sdk: m[1], group: m[2] }),
  ),
);

describe('SDK method reference data', () => {
  it.each(sdkNames)('%s.yaml passes its schema', (name) => {
    expect(() => loadSdkReference(name)).not.toThrow();
  });

  it('documents every method with a signature, a summary and an example', () => {
    const incomplete = sdkNames.flatMap((name) =>
      loadSdkReference(name).groups.flatMap((g) =>
        g.methods
          .filter((m) => !m.signature.trim() || m.summary.length < 20 || !m.example.trim())
          .map((m) => `${name}/${m.id}`),
      ),
    );
    expect(incomplete).toEqual([]);
  });

  it('keeps the method counts of the SDKs it documents', () => {
    const count = (name: (typeof sdkNames)[number]) =>
      loadSdkReference(name).groups.reduce((n, g) => n + g.methods.length, 0);
    expect(count('java')).toBe(21);
    expect(count('python')).toBe(28);
    expect(count('matlab')).toBe(16);
  });

  it('rejects a method id used twice and an id that is not a kebab-case anchor', () => {
    const method = {
      id: 'get',
      name: 'get',
      signature: 'get()',
      summary: 'Reads one item.',
      example: 'get()',
    };
    const twice = sdkReferenceSchema.safeParse({
      language: 'python',
      groups: [{ id: 'a', caption: 'A', methods: [method, method] }],
    });
    expect(twice.success).toBe(false);
    const badAnchor = sdkReferenceSchema.safeParse({
      language: 'python',
      groups: [{ id: 'a', caption: 'A', methods: [{ ...method, id: 'Get Item' }] }],
    });
    expect(badAnchor.success).toBe(false);
  });
});

describe('SdkMethods data slices', () => {
  it('gives a page one group of one SDK, with the language of its examples', () => {
    const slice = sdkMethodsSlice({ sdk: 'java', group: 'realtime' });
    expect(slice.language).toBe('java');
    expect(slice.group.methods.map((m) => m.id)).toEqual([
      'rtd-connect',
      'rtd-addmessagehandler',
      'rtd-subscribe',
    ]);
  });

  it('fails the build on an unknown SDK or group', () => {
    expect(() => sdkMethodsSlice({ sdk: 'cobol', group: 'client' })).toThrow(/unknown sdk/);
    expect(() => sdkMethodsSlice({ sdk: 'python', group: 'nope' })).toThrow(/no group "nope"/);
  });

  it('renders every group on exactly one page', () => {
    const rendered = elements.map((e) => `${e.sdk}/${e.group}`);
    const groups = sdkNames.flatMap((name) => loadSdkReference(name).groups.map((g) => `${name}/${g.id}`));
    expect([...rendered].sort()).toEqual([...groups].sort());
  });
});
