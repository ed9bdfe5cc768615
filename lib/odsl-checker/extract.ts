/** An ```odsl fenced block found in a Markdown or MDX file. */
export interface OdslBlock {
  /** 1-based line of the first code line in the file. */
  line: number;
  code: string;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/;

/** Extracts every fenced code block whose language is `odsl`, with its position in the file. */
export function extractOdslBlocks(markdown: string): OdslBlock[] {
  return extractFencedBlocks(markdown, 'odsl');
}

/** Extracts every fenced code block of one language (`python`, `java`...), with its position in the file. */
export function extractFencedBlocks(markdown: string, language: string): OdslBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: OdslBlock[] = [];
  let open: { fence: string; indent: number; lang: string; start: number; body: string[] } | null = null;

  lines.forEach((line, index) => {
    if (open) {
      const trimmed = line.trim();
      if (trimmed.startsWith(open.fence) && trimmed.replace(/[`~]/g, '') === '') {
        if (open.lang === language) blocks.push({ line: open.start, code: open.body.join('\n') });
        open = null;
      } else {
        // Fences indented inside JSX or lists indent their body the same way.
        open.body.push(line.slice(Math.min(open.indent, line.length - line.trimStart().length)));
      }
      return;
    }
    const m = FENCE.exec(line);
    if (m) open = { fence: m[2], indent: m[1].length, lang: m[3].toLowerCase(), start: index + 2, body: [] };
  });
  return blocks;
}
