import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSdkReference, sdkNames } from '../../../data/sdk';
import { listExamplePages } from '../../../lib/example-checks/examplePages';
import { extractFencedBlocks } from '../../../lib/odsl-checker/extract';
import {
  buildSdkModel,
  checkSdkCalls,
  checkSdkPage,
  type SdkBlockResult,
} from '../../../lib/example-checks/sdkCalls';
import { openApiCodeSamples } from '../../../lib/example-checks/codeSamples';

const ROOT = join(__dirname, '..', '..', '..');

/**
 * Calls on the SDK clients, helpers, builders and data types, in the pages' code blocks, the OpenAPI code
 * samples and the SDK records' examples. A page's blocks are read in order, as a reader runs them: a
 * client made in one block is checked in the blocks after it. So are a record's examples, which share the
 * client its constructor example makes.
 */
describe('SDK calls in examples use the methods and argument names the SDK records hold', () => {
  const pages = listExamplePages(ROOT);
  const samples = openApiCodeSamples(ROOT);
  const problems: string[] = [];
  const counts = { checked: 0, skipped: 0 };
  const skipped: string[] = [];
  const note = (where: string, firstLine: number, result: SdkBlockResult): void => {
    for (const issue of result.issues) {
      problems.push(
        `${where}:${firstLine + issue.line - 1} found ${issue.found}; expected ${issue.expected}`,
      );
    }
    if (result.checked > 0) counts.checked++;
    else {
      counts.skipped++;
      // Named by file and what the block calls, not by line, so an edit above a block does not move it.
      skipped.push(`${where} ${result.unchecked.join(', ') || 'no call'}`);
    }
  };
  for (const language of sdkNames) {
    const reference = loadSdkReference(language);
    const model = buildSdkModel(reference);
    for (const file of pages) {
      const blocks = extractFencedBlocks(readFileSync(join(ROOT, file), 'utf8'), language);
      checkSdkPage(
        blocks.map((b) => b.code),
        model,
      ).forEach((result, i) => note(file, blocks[i]?.line ?? 0, result));
    }
    for (const sample of samples.filter((s) => s.lang === language)) {
      const [result] = checkSdkPage([sample.code], model);
      if (result) note(sample.file, sample.line, result);
    }
    const recordFile = `data/sdk/${language}.yaml`;
    const recordLines = readFileSync(join(ROOT, recordFile), 'utf8').split('\n');
    const methods = reference.groups.flatMap((g) => g.methods);
    checkSdkPage(
      methods.map((m) => m.example),
      model,
    ).forEach((result, i) => {
      const method = methods[i];
      if (!method) return;
      const idAt = recordLines.findIndex((l) => l.trim() === `- id: ${method.id}`);
      const first = method.example.split('\n')[0]?.trim();
      const exampleAt = recordLines.findIndex((l, at) => at > idAt && l.trim() === first);
      note(`${recordFile}`, exampleAt + 1, result);
    });
  }

  it('checks every block that uses the SDK and names what the others call', () => {
    expect(counts.checked).toBeGreaterThan(150);
    // Each left-out block calls only other libraries (Azure Service Bus, MSAL, Delta Sharing, the
    // standard library), imports the SDK without a call, or works on a contract a curve build's input
    // gives, which the MATLAB record types as "for example a curve".
    expect(skipped).toEqual([
      'docs/tutorials/qs/api/security.mdx System, ClientCredentialFactory, Set, app, HttpRequest, HttpClient, response',
      'docs/odsl/dl/queue.mdx ServiceBusClient, client, sender',
      'docs/roadmap/cloud-connect.mdx delta_sharing',
      'docs/sdk/python/index.mdx no call',
      'docs/tutorials/qs/api/security.mdx time, r',
      'docs/tutorials/subscribing/subscribe-queue.mdx ServiceBusClient, client, json, receiver',
      'docs/tutorials/subscribing/subscribe-queue.mdx ServiceBusClient, dlq',
      'data/sdk/matlab.yaml base, contracts',
      'data/sdk/matlab.yaml first',
    ]);
  });

  it('finds no call the records do not hold', () => {
    expect(problems).toEqual([]);
  });

  it('reads a block on its own as it did before pages were read in order', () => {
    // The same page read block by block: a later block's `odsl` is then a client no block makes.
    const page = readFileSync(join(ROOT, 'docs/sdk/python/getting-started.mdx'), 'utf8');
    const model = buildSdkModel(loadSdkReference('python'));
    const blocks = extractFencedBlocks(page, 'python').map((b) => b.code);
    expect(blocks.flatMap((code) => checkSdkCalls(code, model)).length).toBeGreaterThan(0);
    expect(checkSdkPage(blocks, model).flatMap((r) => r.issues)).toEqual([]);
  });
});
