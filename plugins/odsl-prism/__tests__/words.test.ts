import { describe, expect, it } from 'vitest';
import { Prism } from 'prism-react-renderer';
import { odslGrammarFromData } from '../words';

const odslGrammar = odslGrammarFromData();
import { commandKeywords, odslCommands } from '../../../data/odsl/commands';
import { odslKeywords } from '../../../data/odsl/keywords';

type Token = string | { type: string; content: unknown };

/** Flattens Prism tokens into [type, text] pairs for the top-level tokens. */
function tokens(code: string): Array<[string, string]> {
  const stream = Prism.tokenize(code, odslGrammar) as Token[];
  return stream
    .filter((t): t is { type: string; content: unknown } => typeof t !== 'string')
    .map((t) => [t.type, typeof t.content === 'string' ? t.content : JSON.stringify(t.content)]);
}

function keywordTexts(code: string): string[] {
  return tokens(code)
    .filter(([type]) => type === 'keyword')
    .map(([, text]) => text.trim().replace(/\s+/g, ' ').toLowerCase());
}

describe('odsl Prism grammar', () => {
  it('gives every command keyword of the data a keyword token', () => {
    const missing = commandKeywords().filter((kw) => !keywordTexts(`${kw} x`).includes(kw.toLowerCase()));
    expect(missing).toEqual([]);
  });

  it('highlights the keyword of each command usage at the start of a statement', () => {
    for (const command of odslCommands) {
      if (!command.keyword) continue;
      const line = command.block?.assigned ? `v = ${command.keyword} x` : `${command.keyword} x`;
      expect(keywordTexts(line), command.name).toContain(command.keyword.toLowerCase());
    }
  });

  it('highlights every keyword of the keyword data', () => {
    const roles = Object.entries(odslKeywords).filter(
      ([role]) => !['literals', 'operators', 'log_levels'].includes(role),
    );
    for (const [role, words] of roles) {
      for (const word of words) {
        expect(keywordTexts(`${word} x`), `${role}: ${word}`).toContain(word.toLowerCase());
      }
    }
  });

  it('does not treat a method call or a property as a keyword', () => {
    expect(keywordTexts('d.next()')).toEqual([]);
    expect(keywordTexts('c.print')).toEqual([]);
  });

  it('recognises comments, strings and active variables', () => {
    const types = tokens('// note\nx = ${data:"#ECB_FX.EURUSD:SPOT"} + "a"').map(([type]) => type);
    expect(types).toEqual(expect.arrayContaining(['comment', 'active-variable', 'string']));
  });
});
