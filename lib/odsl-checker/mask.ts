/**
 * Masks the parts of ODSL source that must not be read as code: comments,
 * strings, backtick text and active variables. Every masked character becomes
 * a space (newlines are kept), so line numbers and columns stay the same.
 * Active variables become `$___...` so the rest of the line still reads as an
 * expression, e.g. `${action:"a"}.run(i, o)` -> `$____________.run(i, o)`.
 */
export function maskOdsl(source: string): string {
  const out: string[] = [];
  let i = 0;
  const blank = (ch: string): string => (ch === '\n' ? '\n' : ' ');

  while (i < source.length) {
    const ch = source[i];
    const next = source[i + 1];
    if (ch === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') {
        out.push(' ');
        i++;
      }
    } else if (ch === '/' && next === '*') {
      const close = source.indexOf('*/', i + 2);
      const end = close === -1 ? source.length : close + 2;
      for (; i < end; i++) out.push(blank(source[i]));
    } else if (ch === '"' || ch === '`') {
      // Double-quoted text ends at the line; backtick text may span lines.
      out.push(ch);
      i++;
      while (i < source.length && source[i] !== ch && !(ch === '"' && source[i] === '\n')) {
        if (source[i] === '\\' && ch === '"') {
          out.push(' ');
          i++;
        }
        if (i < source.length) out.push(blank(source[i]));
        i++;
      }
      if (source[i] === ch) {
        out.push(ch);
        i++;
      }
    } else if (ch === "'" && lineHas(source, i + 1, "'")) {
      out.push(ch);
      i++;
      while (source[i] !== "'") {
        out.push(' ');
        i++;
      }
      out.push(ch);
      i++;
    } else if (ch === '$' && next === '{') {
      const end = activeVariableEnd(source, i + 2);
      out.push('$');
      for (i += 1; i < end; i++) out.push(source[i] === '\n' ? '\n' : '_');
    } else {
      out.push(ch);
      i++;
    }
  }
  return out.join('');
}

/** True when `ch` occurs between `from` and the end of the line. */
function lineHas(source: string, from: number, ch: string): boolean {
  const eol = source.indexOf('\n', from);
  const found = source.indexOf(ch, from);
  return found !== -1 && (eol === -1 || found < eol);
}

/** Index just past the `}` closing an active variable, skipping quoted text. */
function activeVariableEnd(source: string, from: number): number {
  let depth = 1;
  let i = from;
  while (i < source.length && depth > 0) {
    const ch = source[i];
    if (ch === '"') {
      const close = source.indexOf('"', i + 1);
      i = close === -1 ? source.length : close + 1;
      continue;
    }
    if (ch === '\n') return i;
    if (ch === '{') depth++;
    if (ch === '}') depth--;
    i++;
  }
  return i;
}
