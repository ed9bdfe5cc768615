import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenSketches, findScreenSketch } from '../../../data/tools/screens';
import { screenSketchSchema } from '../../../data/tools/schema';
import { CELL_WIDTH, sketchDescription } from '../../../src/components/ScreenSketch/logic';

const root = join(__dirname, '../../..');

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? mdxFiles(join(dir, entry.name))
      : entry.name.endsWith('.mdx')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('screen sketches', () => {
  it('pass the schema', () => {
    const problems = screenSketches.flatMap((sketch) => {
      const result = screenSketchSchema.safeParse(sketch);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    });
    expect(problems).toEqual([]);
  });

  it('give every line room inside its box', () => {
    // About 7 SVG units per character at the sketch's font sizes, plus the 8-unit padding on each side.
    const tooLong = screenSketches.flatMap((sketch) =>
      sketch.areas.flatMap((area) =>
        [area.label, ...(area.items ?? [])]
          .filter((line) => line.length * 7 + 16 > area.width * CELL_WIDTH)
          .map((line) => `${sketch.id}: ${line}`),
      ),
    );
    expect(tooLong).toEqual([]);
  });

  it('have unique ids', () => {
    const ids = screenSketches.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('are each drawn on a user guide page', () => {
    const used = new Set(
      mdxFiles(join(root, 'docs/user')).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/<ScreenSketch id="([^"]+)" \/>/g)].map((m) => m[1]),
      ),
    );
    expect(screenSketches.map((s) => s.id).filter((id) => !used.has(id))).toEqual([]);
  });

  it('reject overlapping areas and areas outside the grid', () => {
    const base = { id: 'x', title: 'X', columns: 4, rows: 2 };
    const overlap = screenSketchSchema.safeParse({
      ...base,
      areas: [
        { label: 'A', col: 0, row: 0, width: 3, height: 1 },
        { label: 'B', col: 2, row: 0, width: 2, height: 1 },
      ],
    });
    const outside = screenSketchSchema.safeParse({
      ...base,
      areas: [{ label: 'A', col: 3, row: 0, width: 2, height: 1 }],
    });
    expect(overlap.success).toBe(false);
    expect(outside.success).toBe(false);
  });

  it('describe every area in reading order as the text alternative', () => {
    const sketch = findScreenSketch('portal-process');
    expect(sketch).toBeDefined();
    const text = sketchDescription(sketch!);
    expect(text.startsWith('Process list: Search box')).toBe(true);
    expect(text.indexOf('Configuration panel')).toBeLessThan(text.indexOf('Executions panel'));
    expect(text).toContain('Run counts by status');
  });
});
