import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Decision, Reject } from '../../data/decisions/schema';
import { listFiles } from './docFiles';

/** A line of a page or data record that uses a form a decision rejects. */
export interface RejectedFormHit {
  file: string;
  line: number;
  id: string;
  why: string;
  text: string;
}

/** Where the rejected forms are looked for: pages, blog posts and data records, not the decisions themselves. */
export const scannedFiles: ReadonlyArray<{ dir: string; extensions: RegExp }> = [
  { dir: 'docs', extensions: /\.(md|mdx|yml|yaml|json)$/ },
  { dir: 'blog', extensions: /\.mdx?$/ },
  { dir: 'data', extensions: /\.(yaml|yml|ts|json)$/ },
];
// Tests plant rejected forms on purpose to show a check catching them.
const EXCLUDED = /^data\/decisions\/|\/__tests__\//;

/** Repository-relative paths (forward slashes) of every file the scan reads. */
export function listScannedFiles(root: string): string[] {
  return scannedFiles
    .flatMap(({ dir, extensions }) => listFiles(root, dir, (name) => extensions.test(name)))
    .filter((path) => !EXCLUDED.test(path))
    .sort();
}

/** A path glob as a regular expression: `**` spans folders, `*` stays within one. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob.charAt(i);
    if (char === '*' && glob.charAt(i + 1) === '*') {
      const slash = glob.charAt(i + 2) === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

interface CompiledReject {
  id: string;
  why: string;
  regex: RegExp;
  paths: RegExp[] | null;
}

function compile(decisions: readonly Decision[]): CompiledReject[] {
  return decisions.flatMap((decision) =>
    decision.rejects.map((reject: Reject) => ({
      id: decision.id,
      why: reject.why,
      regex: new RegExp(reject.pattern, reject.flags ?? ''),
      paths: reject.paths ? reject.paths.map(globToRegExp) : null,
    })),
  );
}

/** Every line of `files` (path and text) that matches a rejected form of `decisions`. */
export function findRejectedForms(
  decisions: readonly Decision[],
  files: ReadonlyArray<{ path: string; text: string }>,
): RejectedFormHit[] {
  const rejects = compile(decisions);
  const hits: RejectedFormHit[] = [];
  for (const { path, text } of files) {
    const applicable = rejects.filter(
      (reject) => !reject.paths || reject.paths.some((glob) => glob.test(path)),
    );
    if (applicable.length === 0) continue;
    text.split(/\r?\n/).forEach((lineText, index) => {
      for (const reject of applicable) {
        if (reject.regex.test(lineText))
          hits.push({ file: path, line: index + 1, id: reject.id, why: reject.why, text: lineText.trim() });
      }
    });
  }
  return hits;
}

/** The scan of the repository at `root`: every rejected form in docs/, blog/ and data/. */
export function scanRepository(root: string, decisions: readonly Decision[]): RejectedFormHit[] {
  const files = listScannedFiles(root).map((path) => ({
    path,
    text: readFileSync(join(root, path), 'utf8'),
  }));
  return findRejectedForms(decisions, files);
}

/** One line per hit, as a failing test prints it. */
export function formatHit(hit: RejectedFormHit): string {
  return `${hit.file}:${hit.line} [${hit.id}] ${hit.why}: ${hit.text.slice(0, 160)}`;
}
