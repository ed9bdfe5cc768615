import MDXComponents from '@theme-original/MDXComponents';
import MarkdownTable from '@site/src/components/MarkdownTable';

/** Wraps the theme's MDX components: Markdown tables get a scroll wrapper that keyboards can reach. */
export default {
  ...MDXComponents,
  table: MarkdownTable,
};
