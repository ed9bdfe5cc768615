import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from '../support/sourceImports';

/*
 * Built HTML is read through two shared modules: lib/built-pages/htmlTree.ts (parse5's tree: attributes,
 * classes, text, element walks) and lib/built-pages/htmlFiles.mjs (the HTML files of a build folder and
 * the routes they serve). A file that writes its own copy of either fails here, by a scan of its text.
 */
const SHARED = new Set(['lib/built-pages/htmlTree.ts', 'lib/built-pages/htmlFiles.mjs']);
const SCANNED = ['config', 'data', 'lib', 'plugins', 'scripts', 'src', 'tests'];

const HELPER_NAMES = 'attr|attribute|attrOf|getAttr|classes|classList|hasClass|inClassName|textOf|isElement';
/** A function of one of the helpers' names: `function attr(`, `const textOf = (node) =>`. */
const HELPER_DEFINITION = new RegExp(
  `(?:\\bfunction\\s+(${HELPER_NAMES})\\s*[<(]|\\b(?:const|let)\\s+(${HELPER_NAMES})\\s*=\\s*(?:async\\s*)?(?:\\([^)]*\\)|\\w+)\\s*(?::[^=;]+)?=>)`,
);
/** An attribute looked up in parse5's list by hand: `node.attrs.find(…)`, `for (const a of node.attrs)`. */
const ATTRIBUTE_LOOKUP = /\.attrs\.(?:find|filter|some)\(|\bof\s+\w+\.attrs\)/;
/** A folder listed (`readdir`, `readdirSync`) and its entries kept by an `.html` ending just after. */
const HTML_LISTING = /\breaddir(?:Sync)?\b[\s\S]{0,400}?endsWith\(\s*['"`](?:\/index)?\.html['"`]\s*\)/;
/** Code that works on an HTML tree, where a helper of those names would be a parse5 helper. */
const HTML_TREE = /\bparse5\b|\bchildNodes\b|\.attrs\b|\btagName\b/;
/** A route worked out from an HTML file's name. */
const ROUTE_OF_FILE = /\bfunction\s+routeOf\w*(?:Html|Built)\w*\s*\(/;

interface Finding {
  file: string;
  what: string;
}

function findings(file: string, source: string): Finding[] {
  const found: Finding[] = [];
  const helper = HTML_TREE.test(source) ? HELPER_DEFINITION.exec(source) : null;
  if (helper) found.push({ file, what: `defines its own ${helper[1] ?? helper[2]}` });
  if (ATTRIBUTE_LOOKUP.test(source)) found.push({ file, what: "looks up parse5's attributes by hand" });
  if (HTML_LISTING.test(source)) found.push({ file, what: 'lists a folder for its HTML files' });
  if (ROUTE_OF_FILE.test(source)) found.push({ file, what: 'works out the route of an HTML file' });
  return found;
}

describe('readers of built HTML', () => {
  it('use the shared parse5 helpers and build walker instead of their own', () => {
    const own = SCANNED.flatMap(sourceFiles)
      .filter((file) => !SHARED.has(file) && !file.startsWith('tests/unit/architecture/'))
      .flatMap((file) => findings(file, readSource(file)))
      .map(({ file, what }) => `${file} ${what}`);
    expect(own).toEqual([]);
  });

  it('recognise each kind of copy', () => {
    const kinds = (source: string) => findings('x.ts', source).map((finding) => finding.what);
    const tree = "import { parse } from 'parse5';\n";
    expect(kinds(`${tree}function attr(node: Element, name: string) {}`)).toEqual(['defines its own attr']);
    expect(kinds(`${tree}const classes = (element: Element) => attr(element, "class")`)).toEqual([
      'defines its own classes',
    ]);
    expect(kinds(`${tree}export function textOf(node: Node): string {}`)).toEqual(['defines its own textOf']);
    // Outside code on an HTML tree (an mdast attribute builder), the names are free.
    expect(kinds('const attribute = (name: string, value: string) => ({ name, value });')).toEqual([]);
    expect(kinds('const a = element.attrs.find((a) => a.name === name)?.value;')).toEqual([
      "looks up parse5's attributes by hand",
    ]);
    expect(kinds("readdirSync(dir).filter((file) => file.endsWith('.html'))")).toEqual([
      'lists a folder for its HTML files',
    ]);
    expect(kinds('export function routeOfHtmlFile(path: string) {}')).toEqual([
      'works out the route of an HTML file',
    ]);
    expect(
      kinds("const classes = clsx('a', 'b'); readdirSync(dir); const attribute = node.attributes[0];"),
    ).toEqual([]);
  });
});
