/**
 * Checks of the built pages that the source files cannot answer alone, because generated text only
 * exists after the build: examples that contradict a provider's licensing, automatic links to the wrong
 * page, two spellings of one term. Each returns the problems it finds (empty when all is well).
 */
import type { BuiltPage } from './html';
import { providers } from '../../data/providers/providers';
import { datasetSpace, type DataSpace } from '../../data/providers/queries';
import { kindHint, WORDS_WITH_OTHER_MEANINGS } from '../../plugins/remark-odsl-links/targets';

export interface SpaceUse {
  space: DataSpace;
  /** The code that shows it, e.g. `${object:private}` or `/object/v1/public`. */
  evidence: string;
}

const SPACE_PATTERNS: [RegExp, (match: RegExpExecArray) => DataSpace][] = [
  // ${object:public} or ${object:private/"ID"}
  [/\$\{\w+:(public|private)\b[^}]*\}/g, (m) => m[1] as DataSpace],
  // ${object:"#ID"} is public, ${object:"ID"} private
  [/\$\{(?:object|data):"(#?)[^"]*"[^}]*\}/g, (m) => (m[1] ? 'public' : 'private')],
  // REST: /object/v1/public...
  [/\/v1\/(public|private)\b\S*/g, (m) => m[1] as DataSpace],
];

/** Every place a code block names the public or private space. */
export function spacesUsed(code: string): SpaceUse[] {
  const uses: SpaceUse[] = [];
  for (const [pattern, spaceOf] of SPACE_PATTERNS) {
    const global = new RegExp(pattern.source, 'g');
    for (let m = global.exec(code); m; m = global.exec(code))
      uses.push({ space: spaceOf(m), evidence: m[0] });
  }
  return uses;
}

/** Dataset ids a code block filters on: `dataset = "X"` in ODSL, `dataset=X` in a URL. */
export function datasetsNamed(code: string): string[] {
  return [...code.matchAll(/\bdataset\s*=\s*"?([A-Z0-9_]+)"?/g)].map((m) => m[1]);
}

export interface ProviderExampleReport {
  /** Provider pages whose examples were checked. */
  pages: number;
  /** Places that name a space, over all provider pages. */
  uses: number;
  problems: string[];
}

/**
 * Every ODSL and REST example on a provider page uses the space its licensing implies: free data is
 * public, data under your own or the platform's licence is private. A provider with mixed licensing is
 * judged per dataset named in the block.
 */
export function providerExampleProblems(pages: BuiltPage[]): ProviderExampleReport {
  const report: ProviderExampleReport = { pages: 0, uses: 0, problems: [] };
  for (const provider of providers) {
    const route = `/docs/company/${provider.code}`;
    const page = pages.find((p) => p.route === route);
    if (!page) {
      report.problems.push(`${route}: page not built`);
      continue;
    }
    report.pages++;
    for (const code of page.codeBlocks) {
      const named = datasetsNamed(code);
      const expected = named.length ? datasetSpace(provider, named[0]) : datasetSpace(provider);
      for (const use of spacesUsed(code)) {
        report.uses++;
        // IPEX has no licensing of its own: its data is loaded, and licensed, under GME.
        const want =
          provider.code === 'IPEX' ? datasetSpace(providers.find((p) => p.code === 'GME')!) : expected;
        if (want === undefined) report.problems.push(`${route}: no licensing to judge ${use.evidence}`);
        else if (use.space !== want)
          report.problems.push(`${route}: ${use.evidence} is ${use.space}, licensing implies ${want}`);
      }
    }
  }
  return report;
}

const COMMAND_OR_STAGE = /^\/docs\/odsl\/(command|stages)\//;

/**
 * An automatic link from a code span that is also an ordinary word (`log`, `group`, `type`, `update`,
 * `for`, `set`, `sort`...) to a command or stage page, where the words after it do not say it means the
 * command or stage. Links written by hand are the writer's choice and are not judged here.
 */
export function ambiguousLinkProblems(pages: BuiltPage[]): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      if (!link.auto || !link.code || link.inTable || !COMMAND_OR_STAGE.test(link.href)) continue;
      if (!WORDS_WITH_OTHER_MEANINGS.has(link.text)) continue;
      const kind = kindHint(link.after);
      const target = link.href.includes('/stages/') ? 'stage' : 'command';
      if (kind !== target)
        problems.push(`${page.route}: \`${link.text}\` -> ${link.href} ("${link.after.trim()}")`);
    }
  }
  return problems;
}

/**
 * Knowledge-base topics that have their own page; a link about one of them goes there, not to the
 * knowledge base's index. The keys are the words a reader would see near the link.
 */
export const KB_TOPIC_PAGES: Record<string, string> = {
  currency: '/docs/kb/currency',
  cron: '/docs/kb/cron',
  duration: '/docs/kb/duration',
  'status code': '/docs/kb/status',
  'period code': '/docs/kb/pc',
  'country code': '/docs/kb/country',
  precision: '/docs/kb/precision',
};

/** Links to the knowledge-base index whose own words name a topic that has its own page. */
export function kbLinkProblems(pages: BuiltPage[]): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      if (link.href.replace(/\/$/, '') !== '/docs/kb') continue;
      const words = `${link.text} ${link.after}`.toLowerCase();
      for (const [topic, target] of Object.entries(KB_TOPIC_PAGES)) {
        if (words.includes(topic))
          problems.push(`${page.route}: "${link.text}" links to /docs/kb, meant ${target}`);
      }
    }
  }
  return problems;
}

/** The one way to write an item of a source in an active variable: `${object:public/"#LOC_GBR"}`. */
export function sourceFormProblems(pages: BuiltPage[]): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    for (const code of [...page.codeBlocks, page.text]) {
      for (const m of code.matchAll(/\$\{\w+:(?:public|private|common|all):"[^"]*"/g))
        problems.push(`${page.route}: ${m[0]} (write the source and id with a slash: public/"ID")`);
    }
  }
  return [...new Set(problems)];
}

/**
 * One spelling per term in prose and headings (code keeps the language's own names). The key is the
 * spelling to use; the pattern finds the others.
 */
export const SPELLINGS: Record<string, RegExp> = {
  'time series (the type is TimeSeries)': /\b(?!TimeSeries\b)[Tt]ime-?[Ss]eries\b/g,
  dataset: /\b[Dd]ata sets?\b/g,
  ondate: /\b[Oo]n-dates?\b/g,
};

/** Prose or headings that spell a term another way than the one the site uses. */
export function spellingProblems(pages: BuiltPage[]): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    for (const text of [...page.wording, ...page.headings]) {
      for (const [want, pattern] of Object.entries(SPELLINGS)) {
        for (const m of text.matchAll(new RegExp(pattern.source, 'g')))
          problems.push(
            `${page.route}: "${m[0]}" (write ${want}): ${text.slice(Math.max(0, m.index - 30), m.index + 40)}`,
          );
      }
    }
  }
  return problems;
}
