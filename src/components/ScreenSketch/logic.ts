import type { ScreenSketch } from '@site/data/tools/schema';

/** Size of one grid cell in SVG units; a grid row holds two lines of text. */
export const CELL_WIDTH = 60;
export const CELL_HEIGHT = 40;
/** Distance between the baselines of two lines inside a box. */
export const LINE_STEP = 16;

/**
 * The text alternative of a sketch: each area with what it lists, in reading order (top to bottom,
 * then left to right), so a screen reader hears the same screen the picture shows.
 */
export function sketchDescription(sketch: ScreenSketch): string {
  const ordered = [...sketch.areas].sort((a, b) => a.row - b.row || a.col - b.col);
  return ordered
    .map((area) => (area.items?.length ? `${area.label}: ${area.items.join('; ')}` : area.label))
    .join('. ')
    .concat('.');
}
