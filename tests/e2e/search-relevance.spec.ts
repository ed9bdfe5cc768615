import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { routeOfHtmlFile } from '../../plugins/search/indexer/routes';

/*
 * Relevance of the built index: for each query, the expected page is among
 * the first three results of the /search page. Expected pages are routes
 * from the platform facts (commands, stages, types, functions, services,
 * calendars, guides, providers, data, blog). Identifier queries expect any
 * built page whose text contains the identifier.
 */

interface Case {
  query: string;
  /** Any of these routes passes; or pages whose text contains `containing`. */
  expect: string[] | { containing: string; or?: string[] };
}

const CASES: Case[] = [
  // ODSL commands: exact titles
  { query: 'print', expect: ['/docs/odsl/command/print'] },
  { query: 'aggregate', expect: ['/docs/odsl/command/aggregate'] },
  { query: 'onerror', expect: ['/docs/odsl/command/onerror'] },
  { query: 'while', expect: ['/docs/odsl/command/while'] },
  { query: 'Language Glossary', expect: ['/docs/odsl/glossary'] },
  { query: 'ODSL Types Reference', expect: ['/docs/odsl/types'] },
  // aggregation stages
  { query: 'bucketAuto', expect: ['/docs/odsl/stages/bucketAuto'] },
  { query: 'graphLookup', expect: ['/docs/odsl/stages/graphLookup'] },
  // variable types
  { query: 'SmartCurve', expect: ['/docs/odsl/variable/smartcurve'] },
  { query: 'TimeSeries', expect: ['/docs/odsl/variable/timeseries', '/docs/odsl/topics/timeseries'] },
  { query: 'Expiry Calendar', expect: ['/docs/odsl/variable/expirycalendar', '/docs/odsl/calendar/expiry'] },
  // functions
  { query: 'Curve Functions', expect: ['/docs/odsl/function/functions-curve'] },
  { query: 'capitaliseFully', expect: ['/docs/odsl/function/functions-strings'] },
  // services, calendars, data management, extensions
  { query: 'Secret Service', expect: ['/docs/odsl/service/secret'] },
  { query: 'XLS', expect: ['/docs/odsl/service/xls'] },
  { query: 'Period Codes', expect: ['/docs/kb/pc', '/docs/odsl/calendar/period-code'] },
  { query: 'Holiday Calendar', expect: ['/docs/odsl/calendar/holiday'] },
  { query: 'Data Versioning', expect: ['/docs/odsl/dm/versioning'] },
  { query: 'Message Queues', expect: ['/docs/odsl/dm/queues', '/docs/odsl/dl/queue'] },
  { query: 'Simple portfolio extension', expect: ['/docs/odsl/extension/odsl.simple_portfolio'] },
  // providers
  { query: 'CME', expect: ['/docs/company/CME'] },
  { query: 'EEX', expect: ['/docs/company/EEX'] },
  { query: 'ICE', expect: ['/docs/company/ICE'] },
  { query: 'Loading Provider Data', expect: ['/docs/data/provider-data'] },
  { query: 'bring your own licence', expect: ['/docs/data/provider-data'] },
  // identifiers and query parameters
  // The id's own pages, or the page documenting its dataset.
  { query: '#ABN_FX.EURUSD:SPOT', expect: { containing: '#ABN_FX.EURUSD:SPOT', or: ['/docs/data/fx'] } },
  { query: 'ABN_FX', expect: ['/docs/data/fx'] },
  { query: '_limit', expect: { containing: '_limit' } },
  // data, knowledge base, automation, discovery guides
  { query: 'Release Notes', expect: ['/docs/data/Release-Notes'] },
  { query: 'cron', expect: ['/docs/kb/cron'] },
  {
    query: 'webhook',
    expect: ['/docs/topics/automations/targets/webhook', '/docs/topics/subscribe/webhook'],
  },
  { query: 'Uploading data', expect: ['/docs/discovery/uploading-data'] },
  // tutorials: the quick-start tracks and the series readers ask for by name
  { query: 'MongoDB quick start', expect: ['/docs/tutorials/qs/mongodb'] },
  { query: 'ODSL Developer quick start', expect: ['/docs/tutorials/qs/developer'] },
  { query: 'API Developer quick start', expect: ['/docs/tutorials/qs/api'] },
  { query: 'Subscribing to data feeds', expect: ['/docs/tutorials/gettingstarted1'] },
  {
    query: 'SQL Server loader',
    expect: ['/docs/tutorials/localsqlserver', '/docs/tutorials/gettingstarted1sql'],
  },
  { query: 'Running ODSL code', expect: ['/docs/tutorials/running-code'] },
  // user guides: tools, Excel add-in, web portal
  { query: 'command line tool', expect: ['/docs/user/cli'] },
  { query: 'vs code extension', expect: ['/docs/user/vscode'] },
  { query: 'excel add-in', expect: ['/docs/user/excel'] },
  { query: 'excel curves', expect: ['/docs/user/excel/curves'] },
  { query: 'excel functions', expect: ['/docs/user/excel/functions'] },
  { query: 'ODSL.SERIESRANGE', expect: ['/docs/user/excel/functions'] },
  { query: 'portal favourites', expect: ['/docs/user/portal/favourites'] },
  { query: 'execution dashboard', expect: ['/docs/user/portal/executions'] },
  { query: 'process timeline', expect: ['/docs/user/portal/timeline'] },
  { query: 'web portal', expect: ['/docs/user/portal'] },
  // automations, smart curves, real-time, versioning, assistants, roadmap
  { query: 'Automation Basics', expect: ['/docs/topics/automations/basics'] },
  { query: 'create an automation', expect: ['/docs/topics/automations/creating'] },
  { query: 'automation targets', expect: ['/docs/topics/automations/targets'] },
  { query: 'email_attachment', expect: ['/docs/topics/automations/targets/email'] },
  { query: 'dataset quality checks', expect: ['/docs/topics/automations/targets/dataset-checks'] },
  { query: 'custom automation target', expect: ['/docs/topics/automations/targets/custom'] },
  {
    query: 'smart curve',
    expect: [
      '/docs/topics/smart-curves/what-is-a-smart-curve',
      '/docs/topics/curves/smart-curves',
      '/docs/tutorials/smart-curves',
    ],
  },
  { query: 'curve building methods', expect: ['/docs/topics/smart-curves/curve-building-methods'] },
  { query: 'OnDependencies', expect: ['/docs/topics/smart-curves/scheduling-and-automation'] },
  { query: 'Fusion AI smart curve', expect: ['/docs/topics/smart-curves/fusion-ai-smart-curves'] },
  { query: 'real-time data changes', expect: ['/docs/topics/realtime'] },
  { query: 'event curve versioning', expect: ['/docs/topics/curves/event-curve-versioning'] },
  { query: 'REMIT', expect: ['/docs/public/extensions/assistant-remit'] },
  { query: 'renewable generation optimiser', expect: ['/docs/public/extensions/assistant-rgo'] },
  { query: 'Composer', expect: ['/docs/roadmap/composer'] },
  { query: 'Cloud Connect', expect: ['/docs/roadmap/cloud-connect'] },
  // REST API reference
  { query: 'curve service', expect: ['/docs/api/rest/service/curve'] },
  { query: 'process execution service', expect: ['/docs/api/rest/service/process-execution'] },
  { query: 'Report Configuration Service', expect: ['/docs/api/rest/service/reportconfig'] },
  { query: 'automation target', expect: ['/docs/api/rest/service/automationtarget'] },
  { query: 'REST API', expect: ['/docs/api/rest/rest'] },
  { query: 'OpenAPI', expect: ['/docs/api/rest/rest', '/docs/api'] },
  {
    query: 'x-odsl-environment',
    expect: ['/docs/api/rest/rest', '/docs/api/rest/standards', '/docs/api/rest/service/environment'],
  },
  // REST guides, real-time API, SDKs
  { query: 'paging', expect: ['/docs/api/rest/standards'] },
  { query: 'real-time API', expect: ['/docs/api/realtime'] },
  { query: 'python sdk', expect: ['/docs/sdk/python', '/docs/sdk/python/getting-started'] },
  { query: 'javadocs', expect: ['/docs/sdk/javadocs'] },
  { query: 'matlab', expect: ['/docs/sdk/matlab'] },
  // blog
  { query: 'data release April 2026', expect: ['/blog/2026/04/30/data-release-april-2026'] },
];

const BUILD = join(__dirname, '../../build');

function builtPages(): Array<{ route: string; text: string }> {
  const files = readdirSync(BUILD, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('pagefind'),
  );
  return files.flatMap((file) => {
    const html = readFileSync(join(BUILD, file), 'utf8');
    const body = /data-pagefind-body[\s\S]*/.exec(html)?.[0];
    if (!body) return [];
    const text = body
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'");
    return [{ route: routeOfHtmlFile(relative(BUILD, join(BUILD, file))), text }];
  });
}

let pages: Array<{ route: string; text: string }> | undefined;

function expectedRoutes(expected: Case['expect']): string[] {
  if (Array.isArray(expected)) return expected;
  pages ??= builtPages();
  const containing = pages
    .filter((page) => page.text.includes(expected.containing))
    .map((page) => page.route);
  return [...containing, ...(expected.or ?? [])];
}

for (const { query, expect: expected } of CASES) {
  test(`"${query}" ranks its page in the top 3`, async ({ page }) => {
    const wanted = expectedRoutes(expected);
    expect(wanted, `no built page for "${query}"`).not.toEqual([]);
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    const results = page.locator('main article h2 a');
    await expect(results.first().or(page.getByText('No results found for'))).toBeVisible();
    const top = (
      await results.evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href') ?? ''))
    ).map((href) => href.split('#')[0]);
    expect(
      top.some((href) => wanted.includes(href)),
      `top 3 for "${query}": ${top.join(', ')}`,
    ).toBe(true);
  });
}
