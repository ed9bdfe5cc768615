/** Helpers that look at Markdown the way a reader does: prose words and code blocks. */

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;

export interface CodeFence {
  /** 1-based line of the opening fence within the body. */
  line: number;
  lang: string;
  code: string;
}

/** Finds fenced code blocks, honouring fence length and character as CommonMark does. */
export function findCodeFences(markdown: string): CodeFence[] {
  const lines = markdown.split(/\r?\n/);
  const fences: CodeFence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i] ?? '');
    if (!open) continue;
    const marker = open[1] ?? '```';
    const lang = (open[2] ?? '').trim().split(/[\s{]/)[0] ?? '';
    const close = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
    const start = i;
    const body: string[] = [];
    for (i = i + 1; i < lines.length && !close.test(lines[i] ?? ''); i++) body.push(lines[i] ?? '');
    fences.push({ line: start + 1, lang, code: body.join('\n') });
  }
  return fences;
}

/** Removes what a reader does not read as prose: code, ESM lines, JSX tag syntax, comments. */
export function stripToProse(markdown: string): string {
  const lines = markdown.split(/\r?\n/);
  const kept: string[] = [];
  let fence: RegExp | null = null;
  for (const line of lines) {
    if (fence) {
      if (fence.test(line)) fence = null;
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    if (open) {
      const marker = open[1] ?? '```';
      fence = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
      continue;
    }
    if (/^\s*(import|export)\s/.test(line)) continue;
    kept.push(line);
  }
  return kept
    .join('\n')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Za-z][^<>]*\/?>/g, ' ')
    .replace(/`[^`\n]*`/g, ' code ')
    .replace(/\]\([^)]*\)/g, ']');
}

export function countProseWords(markdown: string): number {
  return stripToProse(markdown).match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)?.length ?? 0;
}
