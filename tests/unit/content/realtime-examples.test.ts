import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { undeclaredInJavaOrCSharp, undeclaredInJavaScript } from '../../../lib/content/exampleIdentifiers';
import { listMarkdownFiles } from '../../../lib/content/docFiles';
import { findCodeFences } from '../../../lib/content/prose';

const ROOT = join(__dirname, '..', '..', '..');

/** The real-time pages: every example there must run as copied, so it declares every name it uses. */
const pages = [...listMarkdownFiles(ROOT, 'docs/api'), ...listMarkdownFiles(ROOT, 'docs/topics')].filter(
  (p) => /\/realtime[^/]*\.mdx?$/.test(p),
);

const checkers: Record<string, (code: string) => { line: number; name: string }[]> = {
  javascript: undeclaredInJavaScript,
  js: undeclaredInJavaScript,
  java: undeclaredInJavaOrCSharp,
  csharp: undeclaredInJavaOrCSharp,
  cs: undeclaredInJavaOrCSharp,
};

describe('real-time examples', () => {
  it('covers the real-time API page and the real-time topic', () => {
    expect(pages).toEqual(expect.arrayContaining(['docs/api/realtime.mdx', 'docs/topics/realtime.mdx']));
  });

  it('show JavaScript, .NET and Java clients on the API page', () => {
    const langs = findCodeFences(readFileSync(join(ROOT, 'docs/api/realtime.mdx'), 'utf8')).map(
      (f) => f.lang,
    );
    expect(langs).toEqual(expect.arrayContaining(['javascript', 'csharp', 'java']));
  });

  it('declare every identifier they use', () => {
    const problems = pages.flatMap((page) =>
      findCodeFences(readFileSync(join(ROOT, page), 'utf8')).flatMap((fence) => {
        const check = checkers[fence.lang];
        if (!check) return [];
        return check(fence.code).map(
          (u) => `${page}:${fence.line + u.line}: ${u.name} is not declared in the example`,
        );
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe('undeclaredInJavaScript', () => {
  it('names a connection the block never creates, with its line', () => {
    const code =
      "const ids = new Set(['#ECB_FX.EURUSD:SPOT']);\nconnection.on('OnDataUpdate', (c) => ids.has(c._id));";
    expect(undeclaredInJavaScript(code)).toEqual([{ line: 2, name: 'connection' }]);
  });

  it('accepts imports, parameters, globals and top-level await', () => {
    const code =
      "import * as signalR from '@microsoft/signalr';\nconst c = new signalR.HubConnectionBuilder().build();\nc.on('OnDataUpdate', (m) => console.log(m));\nawait c.start();";
    expect(undeclaredInJavaScript(code)).toEqual([]);
  });

  it('reports a block that does not parse', () => {
    expect(undeclaredInJavaScript('connection.on(')[0]?.name).toMatch(/^\(parse\)/);
  });
});

describe('undeclaredInJavaOrCSharp', () => {
  it('names a client used before it is declared', () => {
    const code = 'rtd.connect();\nRTD rtd = odsl.RTD();';
    expect(undeclaredInJavaOrCSharp(code).map((u) => `${u.line}:${u.name}`)).toEqual(['1:rtd', '2:odsl']);
  });

  it('accepts declarations, lambda parameters, local functions and static classes', () => {
    const code = [
      'using Microsoft.AspNetCore.SignalR.Client;',
      'var hub = "https://hub.example.com";',
      'async Task<string?> GetTokenAsync() => await Task.FromResult<string?>("token.value");',
      'var connection = new HubConnectionBuilder().WithUrl(hub, options => options.AccessTokenProvider = GetTokenAsync).Build();',
      'connection.On<JsonElement>("OnDataUpdate", change => Console.WriteLine(change.GetProperty("_id")));',
    ].join('\n');
    expect(undeclaredInJavaOrCSharp(code)).toEqual([]);
  });
});
