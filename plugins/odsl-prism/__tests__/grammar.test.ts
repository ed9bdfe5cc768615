import { describe, expect, it } from 'vitest';
import { Prism } from 'prism-react-renderer';
import { odslGrammarFromData } from '../words';

const odslGrammar = odslGrammarFromData();

type Token = string | { type: string; content: Token | Token[] };

function tokensOfType(code: string, type: string): string[] {
  const flat = (t: Token | Token[]): Token[] => (Array.isArray(t) ? t.flatMap(flat) : [t]);
  const text = (t: Token | Token[]): string =>
    Array.isArray(t) ? t.map(text).join('') : typeof t === 'string' ? t : text(t.content);
  return flat(Prism.tokenize(code, odslGrammar) as Token[])
    .filter((t): t is Exclude<Token, string> => typeof t !== 'string' && t.type === type)
    .map(text);
}

describe('odsl Prism grammar', () => {
  const sample = [
    '// load the rate',
    'rate = ${data:"#ECB_FX.EURUSD:SPOT"}',
    'if rate > 1.1',
    '    print "strong euro on " + 2025-01-31',
    'end',
  ].join('\n');

  it('marks comments, strings, keywords, numbers and dates', () => {
    expect(tokensOfType(sample, 'comment')).toEqual(['// load the rate']);
    expect(tokensOfType(sample, 'keyword')).toEqual(['if', 'print', 'end']);
    expect(tokensOfType(sample, 'string')).toEqual(['"strong euro on "']);
    expect(tokensOfType(sample, 'number')).toEqual(['1.1']);
    expect(tokensOfType(sample, 'date')).toEqual(['2025-01-31']);
  });

  it('keeps an active variable whole, with its quoted id', () => {
    expect(tokensOfType(sample, 'active-variable')).toEqual(['${data:"#ECB_FX.EURUSD:SPOT"}']);
  });

  it('marks public ids outside active variables', () => {
    expect(tokensOfType('x = #ECB_FX.EURGBP:SPOT', 'public-id')).toEqual(['#ECB_FX.EURGBP:SPOT']);
  });

  it('does not treat keywords inside identifiers as keywords', () => {
    expect(tokensOfType('endpoint = printer', 'keyword')).toEqual([]);
  });
});

describe('odsl-prism plugin', () => {
  it('publishes the highlight words as global data, commands included', async () => {
    const { default: plugin } = await import('..');
    let published: unknown;
    const instance = plugin();
    await instance.contentLoaded?.({
      content: undefined,
      actions: { setGlobalData: (data: unknown) => (published = data) } as never,
    });
    const words = published as { keywords: string[]; builtins: string[] };
    expect(words.keywords).toEqual(expect.arrayContaining(['print', 'bulk delete', 'end']));
    expect(words.builtins).toContain('info');
    expect(instance.getClientModules?.()[0]).toMatch(/registerClient\.ts$/);
  });
});
