/**
 * Finds sentences that announce something for a date that has already passed: "a first version is expected
 * in mid-July 2026" read after July 2026 tells the reader to wait for what should be there by now. A page
 * must instead say what the reader can do today. Dated writing (blog posts, release notes) is not read here:
 * its date tells the reader when "expected" was true.
 */
import { stripToProse } from './prose';

export interface PassedFutureDate {
  /** The date as the sentence writes it. */
  date: string;
  sentence: string;
}

/** Words that make a sentence about a date a promise rather than a record. */
const FUTURE =
  /\b(?:expected|planned|plans? to|coming|upcoming|forthcoming|scheduled|will (?:be|arrive|ship|launch|land|become|follow)|not (?:yet )?available|later this year|soon)\b/i;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH = `(${MONTHS.map((m) => `${m.charAt(0).toUpperCase()}${m.slice(1, 3)}(?:${m.slice(3)})?`).join('|')})\\.?`;

/** Each written date form, with the last day it can mean (a month means its last day, a quarter its last). */
const FORMS: Array<{ pattern: RegExp; end: (m: RegExpExecArray) => Date }> = [
  {
    pattern: /\b(20\d\d)-(\d\d)-(\d\d)\b/g,
    end: (m) => utc(+m[1], +m[2] - 1, +m[3]),
  },
  {
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH}\\s+(20\\d\\d)\\b`, 'g'),
    end: (m) => utc(+m[3], monthIndex(m[2]), +m[1]),
  },
  {
    pattern: new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(20\\d\\d)\\b`, 'g'),
    end: (m) => utc(+m[3], monthIndex(m[1]), +m[2]),
  },
  {
    pattern: new RegExp(`\\b${MONTH}\\s+(20\\d\\d)\\b`, 'g'),
    end: (m) => utc(+m[2], monthIndex(m[1]) + 1, 0),
  },
  {
    pattern: /\bQ([1-4])\s+(20\d\d)\b/g,
    end: (m) => utc(+m[2], +m[1] * 3, 0),
  },
  {
    pattern: /\b(?:in|by|during|until|before|early|mid|late|end of)[\s-]+(20\d\d)\b/gi,
    end: (m) => utc(+m[1] + 1, 0, 0),
  },
];

function utc(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day));
}

function monthIndex(name: string): number {
  return MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().replace('.', '').slice(0, 3)));
}

/** The sentences of prose; table cells and list items count as sentences. */
function sentences(prose: string): string[] {
  return prose
    .split(/(?<=[.!?])\s+|\n\s*\n|\||\n\s*[-*]\s/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Every sentence of `markdown` that announces, as still to come, a date that ended before `buildDate`. */
export function passedFutureDates(markdown: string, buildDate: Date): PassedFutureDate[] {
  const found: PassedFutureDate[] = [];
  for (const text of sentences(stripToProse(markdown))) {
    if (!FUTURE.test(text)) continue;
    const seen = new Set<number>();
    for (const form of FORMS) {
      for (const m of text.matchAll(form.pattern)) {
        const at = m.index ?? 0;
        if ([...seen].some((s) => Math.abs(s - at) < 12)) continue;
        seen.add(at);
        const end = form.end(m as RegExpExecArray);
        // The whole last day must have passed.
        if (end.getTime() + 86_400_000 <= buildDate.getTime()) found.push({ date: m[0], sentence: text });
      }
    }
  }
  return found;
}
