import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCodeFences } from '../../../lib/content/prose';
import { loadTutorialCatalogue } from '../index';
import { trackOrderProblems, type IsLicensedId } from '../order';
import { providers } from '../../providers/providers';
import type { TutorialCatalogue } from '../schema';

/**
 * A public id is licensed when its provider (the code before the first dot) sells or licenses its data, or
 * when it starts with an example id of a licensed dataset of a mixed provider.
 */
const isLicensed: IsLicensedId = (id) => {
  const bare = id.replace(/^#/, '');
  const code = bare.split('.')[0];
  return providers.some((p) => {
    if (p.code === code && (p.distribution === 'BYOL' || p.distribution === 'LICENSED')) return true;
    return p.datasets.some(
      (d) =>
        (d.distribution === 'BYOL' || d.distribution === 'LICENSED') &&
        d.exampleIds.some((e) => bare === e || bare.startsWith(`${e}:`)),
    );
  });
};

const catalogue = loadTutorialCatalogue();
const docsDir = join(__dirname, '../../../docs/tutorials');

/** Ids a step's code reads: public ones (`"#ID"`, `%23ID`) and private data (`${data:"OBJ:PROP"}`). */
function idsReadBy(stepId: string): { line: number; id: string; public: boolean }[] {
  const source = readFileSync(join(docsDir, `${stepId}.mdx`), 'utf8');
  return findCodeFences(source)
    .filter((f) => ['odsl', 'bash', 'python', 'java', 'http'].includes(f.lang))
    .flatMap((f) =>
      [
        ...f.code.matchAll(/["'](#[A-Za-z][\w.:-]*)["']|%23([A-Za-z][\w.:-]*)|\$\{data:"([^"#][^"]*)"\}/g),
      ].map((m) => {
        const line = f.line + f.code.slice(0, m.index).split('\n').length;
        if (m[3]) return { line, id: m[3], public: false };
        return { line, id: m[1] ?? `#${m[2] ?? ''}`, public: true };
      }),
    );
}

/** `#ECB_FX.EURUSD` and `#ECB_FX.EURUSD:SPOT` name the same item at different depths. */
const sameItem = (a: string, b: string): boolean =>
  a === b || a.startsWith(`${b}:`) || b.startsWith(`${a}:`) || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

describe('quick-start track order', () => {
  it('gives every step what it needs from the track prerequisites or an earlier step', () => {
    expect(trackOrderProblems(catalogue, isLicensed)).toEqual([]);
  });

  it('declares every id that the code of a step reads: public ids as needs, private data as needed or made there', () => {
    const problems = catalogue.tracks.flatMap((track) =>
      track.levels
        .flatMap((l) => l.steps)
        .flatMap((stepId) => {
          const step = catalogue.tutorials.find((t) => t.id === stepId);
          const declared = [...(step?.needs ?? []), ...(step?.provides ?? [])];
          return idsReadBy(stepId)
            .filter(({ id, public: isPublic }) =>
              isPublic
                ? !declared.some((d) => d.startsWith('public:') && sameItem(d.slice(7), id))
                : !declared.some((d) => {
                    const object = id.split(':')[0] ?? id;
                    return d === `object:${object}` || d.startsWith(`data:${object}:`);
                  }),
            )
            .map(
              ({ line, id }) =>
                `docs/tutorials/${stepId}.mdx:${line}: reads ${id}, not in its needs or provides`,
            );
        }),
    );
    expect(problems).toEqual([]);
  });

  it('declares needs on every step, and each track lists its prerequisites', () => {
    for (const track of catalogue.tracks) {
      expect(track.prerequisites.length, track.id).toBeGreaterThan(0);
      const steps = track.levels.flatMap((l) => l.steps);
      const declared = catalogue.tutorials.filter((t) => steps.includes(t.id) && t.needs);
      expect(declared.map((t) => t.id)).toEqual(steps.filter((s) => declared.some((t) => t.id === s)));
      expect(declared).toHaveLength(steps.length);
    }
  });

  it('fails a step that reads what only a later step creates, naming track, step and need', () => {
    const broken: TutorialCatalogue = structuredClone(catalogue);
    const developer = broken.tracks.find((t) => t.id === 'developer');
    const intermediate = developer?.levels.find((l) => l.steps.includes('qs/developer/data'));
    const advanced = developer?.levels.find((l) => l.steps.includes('qs/developer/analysis'));
    if (!intermediate || !advanced) throw new Error('developer track changed: update this test');
    // Analysis before data: it reads the series the data step saves.
    intermediate.steps = intermediate.steps.filter((s) => s !== 'qs/developer/data');
    advanced.steps.push('qs/developer/data');
    expect(trackOrderProblems(broken, isLicensed)).toContain(
      'track developer, step qs/developer/analysis: needs data:QS01:PRICE, which no prerequisite or earlier step provides',
    );
  });

  it('fails a step that reads a licensed public id, and one that forgets the account', () => {
    const broken: TutorialCatalogue = structuredClone(catalogue);
    const services = broken.tutorials.find((t) => t.id === 'qs/developer/services');
    services?.needs?.push('public:#ICE.TTF:SETTLE');
    const developer = broken.tracks.find((t) => t.id === 'developer');
    if (developer) developer.prerequisites = developer.prerequisites.filter((p) => p.id !== 'account');
    const problems = trackOrderProblems(broken, isLicensed);
    expect(problems).toContain(
      'track developer, step qs/developer/services: #ICE.TTF:SETTLE is licensed data, not public to every account',
    );
    expect(problems).toContain(
      'track developer, step qs/developer/services: needs account, which no prerequisite or earlier step provides',
    );
  });

  it('knows licensed and free providers apart', () => {
    expect(isLicensed('#ICE.TTF:SETTLE')).toBe(true);
    expect(isLicensed('#DCE.AG.CN.A.NO1_SOYBEAN.FUT:SETTLE:M01')).toBe(true);
    expect(isLicensed('#ECB_FX.EURUSD:SPOT')).toBe(false);
    expect(isLicensed('#WSJ.CBOT.CORN.FUT')).toBe(false);
  });
});
