import type { Heading, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Program } from 'estree';

export interface RemarkRestReferenceOptions {
  /** Operations of a service, in page order: heading id and heading text. */
  operations: (service: string) => readonly { anchor: string; heading: string }[];
  /** Entity names of a service, in page order. */
  entities: (service: string) => readonly string[];
  /** Heading id of an entity. */
  entityAnchor: (name: string) => string;
}

/** Each layout element expands into one heading plus one rendering element per item. */
const LAYOUTS = {
  RestOperations: { item: 'RestOperation', attribute: 'operation' },
  RestEntities: { item: 'RestEntity', attribute: 'entity' },
} as const;
type Layout = keyof typeof LAYOUTS;

const COMPONENT_DIR = '@site/src/components';

function heading(text: string, id: string): Heading {
  return {
    type: 'heading',
    depth: 3,
    children: [{ type: 'text', value: text }],
    // Docusaurus's heading plugin keeps an id set here (and so does its table of contents).
    data: { hProperties: { id } },
  };
}

function element(name: string, attributes: Record<string, string>): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({
      type: 'mdxJsxAttribute',
      name: key,
      value,
    })),
    children: [],
  };
}

/** `import Name from '@site/src/components/Name';` as an MDX ESM node with its estree. */
function importOf(name: string): MdxjsEsm {
  const source = `${COMPONENT_DIR}/${name}`;
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
        source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
        attributes: [],
      },
    ],
  };
  return { type: 'mdxjsEsm', value: `import ${name} from '${source}';`, data: { estree } };
}

function serviceAttribute(node: MdxJsxFlowElement, where: string): string {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'service');
  if (!attribute || typeof attribute.value !== 'string') {
    throw new Error(`${where}: <${node.name}> needs a literal service="..." attribute`);
  }
  return attribute.value;
}

/**
 * Lays out a REST service page from the OpenAPI document: `<RestOperations service="curve" />` becomes one
 * `###` heading per operation, each followed by `<RestOperation service="curve" operation="..." />`, and
 * `<RestEntities service="curve" />` one heading and `<RestEntity>` per entity. The headings are real
 * Markdown headings, so they appear in the table of contents, carry stable anchors the broken-anchor
 * check knows, and are indexed by search. Runs before Docusaurus's heading plugins; the elements it
 * writes get their data from remark-data-slice.
 */
export default function remarkRestReference(options: RemarkRestReferenceOptions) {
  return (tree: Root, file: { path?: string }): void => {
    const where = file.path ?? 'MDX';
    const used = new Set<string>();
    const expand = (node: RootContent): RootContent[] => {
      if (node.type !== 'mdxJsxFlowElement' || !node.name || !Object.hasOwn(LAYOUTS, node.name))
        return [node];
      const layout = LAYOUTS[node.name as Layout];
      const service = serviceAttribute(node, where);
      used.add(layout.item);
      if (node.name === 'RestOperations') {
        const operations = options.operations(service);
        if (operations.length === 0) throw new Error(`${where}: service \`${service}\` has no operations`);
        return operations.flatMap(({ anchor, heading: text }) => [
          heading(text, anchor),
          element(layout.item, { service, [layout.attribute]: anchor }),
        ]);
      }
      return options
        .entities(service)
        .flatMap((name) => [
          heading(name, options.entityAnchor(name)),
          element(layout.item, { service, [layout.attribute]: name }),
        ]);
    };
    tree.children = tree.children.flatMap(expand);
    const imports = [...used].sort().map(importOf);
    tree.children.unshift(...imports);
  };
}
