/**
 * Static checks for ODSL examples in the documentation: blocks balance,
 * statements start with a known command or keyword, and called functions
 * exist. It is deliberately tolerant: it only reports what is certainly
 * wrong, because a false alarm would block every page that shows ODSL.
 */
import { maskOdsl } from './mask';
import {
  assignedOpeners,
  callableNames,
  keywordWords,
  optionalOpeners,
  phraseStarts,
  plainOpeners,
  reservedNames,
  statementWords,
} from './vocabulary';

export type OdslIssueRule = 'balance' | 'command' | 'function' | 'keyword';

export interface OdslIssue {
  /** 1-based line within the checked code. */
  line: number;
  rule: OdslIssueRule;
  message: string;
}

interface Frame {
  opener: string;
  closedBy: 'end' | 'next';
  line: number;
}

const IDENT = /^([A-Za-z_][\w]*(?:-[A-Za-z]\w*)?)/;
/** What may follow a leading identifier when the line is an expression, not a command. */
const EXPRESSION_REST = /^(?:$|[=(.[:+\-*/,?<>!^)\]}]|as\b)/;
const ASSIGNED_BLOCK = /^[A-Za-z_$#][\w.$[\]"]*\s*=\s*(?:versioned\s+)?([A-Za-z_]\w*)(?![\w(])/;
const CONTINUATION = /^(?:where|and|or|not)\b/i;
const CALL = /(?<![\w.$#])([A-Za-z_]\w*)\s*\(/g;
/** Names a statement binds: `NAME =`, `NAME.prop =`, `for NAME in|=`, `function f(NAME, ...)`. */
const ASSIGNED_NAME = /^([A-Za-z_]\w*)(?:\.[\w.]+)?\s*=(?!=)/;
const LOOP_NAME = /^for\s+([A-Za-z_]\w*)\s+(?:in\b|=)/i;
const PARAMETERS = /\bfunction\s+[A-Za-z_]\w*\s*\(([^)]*)\)/i;

/** Bracket depth change of a masked line, so multi-line lists and JSON are read as one statement. */
function depthDelta(line: string): number {
  let d = 0;
  for (const ch of line) {
    if (ch === '(' || ch === '[' || ch === '{') d++;
    if (ch === ')' || ch === ']' || ch === '}') d--;
  }
  return d;
}

function leadingPhrase(line: string): string | undefined {
  const lowerLine = line.toLowerCase();
  return phraseStarts.find((p) => lowerLine.startsWith(p) && !/[\w-]/.test(lowerLine.charAt(p.length)));
}

/** Names of functions the code defines itself: `function NAME(` and type methods. */
function userFunctions(masked: string): Set<string> {
  const names = new Set<string>();
  for (const m of masked.matchAll(/\bfunction\s+([A-Za-z_]\w*)\s*\(/gi)) names.add(m[1].toLowerCase());
  for (const m of masked.matchAll(/\b([A-Za-z_]\w*)\s+as\s+function\s*\(/gi)) names.add(m[1].toLowerCase());
  return names;
}

/** Checks one ODSL code block; returns no issues when it is acceptable. */
export function checkOdsl(code: string): OdslIssue[] {
  const masked = maskOdsl(code);
  const lines = masked.split('\n');
  const issues: OdslIssue[] = [];
  const stack: Frame[] = [];
  const defined = userFunctions(masked);
  const importsFunctions = lines.some((l) => /^\s*import\b/i.test(l));
  let depth = 0;
  let inFind: number | null = null;

  const nextCodeLine = (from: number): string => {
    for (let j = from; j < lines.length; j++) {
      const t = lines[j].trim();
      if (t) return t;
    }
    return '';
  };

  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.trim();
    const continued = depth > 0;
    depth = Math.max(0, depth + depthDelta(line));
    checkCalls(line, lineNo);
    if (!line || continued) return;

    const first = IDENT.exec(line)?.[1];
    const word = first?.toLowerCase();
    const rest = first ? line.slice(first.length).trim() : line;

    if (inFind !== null) {
      if (word === 'end' && rest === '') inFind = null;
      return;
    }
    checkNames(line, lineNo);

    if (word === 'end' && (rest === '' || !EXPRESSION_REST.test(rest))) {
      close('end', lineNo);
      return;
    }
    if (word === 'next' && (rest === '' || IDENT.test(rest))) {
      close('next', lineNo);
      return;
    }
    if (word === 'else' || word === 'elseif') {
      if (stack.at(-1)?.opener !== 'if') {
        issues.push({ line: lineNo, rule: 'balance', message: `\`${word}\` outside an if block` });
      }
      return;
    }

    const phrase = leadingPhrase(line);
    const opener = phrase ?? word;
    if (opener && plainOpeners.has(opener)) {
      stack.push({ opener, closedBy: plainOpeners.get(opener) ?? 'end', line: lineNo });
      return;
    }
    if (/\bas\s+function\s*\(/i.test(line)) {
      stack.push({ opener: 'type method', closedBy: 'end', line: lineNo });
      return;
    }

    const assigned = ASSIGNED_BLOCK.exec(line)?.[1]?.toLowerCase();
    const findWord = assigned ?? word;
    if (findWord && optionalOpeners.has(findWord)) {
      const multiLine = /\b(?:where|and|or)$/i.test(line) || CONTINUATION.test(nextCodeLine(index + 1));
      if (multiLine && !/\bend$/i.test(line)) inFind = lineNo;
      return;
    }
    if (assigned && assignedOpeners.has(assigned)) {
      stack.push({ opener: assigned, closedBy: 'end', line: lineNo });
      return;
    }

    if (phrase || !first || !word) return;
    if (statementWords.has(word)) return;
    if (EXPRESSION_REST.test(rest)) return;
    issues.push({ line: lineNo, rule: 'command', message: `unknown command \`${first}\`` });
  });

  if (inFind !== null) {
    issues.push({ line: inFind, rule: 'balance', message: 'multi-line `find` is never closed with `end`' });
  }
  for (const frame of stack) {
    issues.push({
      line: frame.line,
      rule: 'balance',
      message: `\`${frame.opener}\` block is never closed with \`${frame.closedBy}\``,
    });
  }
  return issues;

  function close(word: 'end' | 'next', lineNo: number): void {
    const top = stack.pop();
    if (!top) {
      issues.push({ line: lineNo, rule: 'balance', message: `\`${word}\` without an open block` });
    } else if (top.closedBy !== word) {
      issues.push({
        line: lineNo,
        rule: 'balance',
        message: `\`${top.opener}\` opened on line ${top.line} closes with \`${top.closedBy}\`, not \`${word}\``,
      });
    }
  }

  function checkNames(line: string, lineNo: number): void {
    const params = PARAMETERS.exec(line)?.[1] ?? '';
    const names = [
      ASSIGNED_NAME.exec(line)?.[1],
      LOOP_NAME.exec(line)?.[1],
      ...params.split(',').map((p) => p.trim().replace(/^byref\s+/i, '')),
    ];
    for (const name of names) {
      if (name && reservedNames.has(name.toLowerCase())) {
        issues.push({
          line: lineNo,
          rule: 'keyword',
          message: `\`${name}\` is an ODSL keyword; name the variable something else`,
        });
      }
    }
  }

  function checkCalls(line: string, lineNo: number): void {
    if (importsFunctions) return;
    for (const m of line.matchAll(CALL)) {
      const name = m[1];
      const key = name.toLowerCase();
      const before = line.slice(0, m.index).trimEnd();
      if (keywordWords.has(key) || callableNames.has(key) || defined.has(key)) continue;
      // `country as dimension()`, `price as Pump()`: a declared property type, not a call.
      if (/\bas$/i.test(before)) continue;
      if (/\bfunction$/i.test(before)) continue;
      issues.push({ line: lineNo, rule: 'function', message: `unknown function \`${name}()\`` });
    }
  }
}

/** One-line summary of the issues, for test and build messages. */
export function formatIssues(issues: readonly OdslIssue[]): string {
  return issues.map((i) => `line ${i.line} [${i.rule}] ${i.message}`).join('; ');
}
