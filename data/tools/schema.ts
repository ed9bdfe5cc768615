import * as z from 'zod';

/**
 * Shape of the screen sketches in `screens.ts`: each screen of a user tool drawn as labelled boxes on a
 * grid, so the picture and its text alternative come from the same record.
 */
export const sketchAreaSchema = z.strictObject({
  label: z.string().trim().min(1).max(40),
  /** Zero-based grid column and row of the top-left corner. */
  col: z.number().int().min(0),
  row: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  /** Lines listed inside the box, one per line. */
  items: z.array(z.string().trim().min(1).max(80)).optional(),
});

export const screenSketchSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z][a-z-]*$/),
    /** Figure caption and accessible name. */
    title: z.string().trim().min(1),
    columns: z.number().int().min(1).max(16),
    rows: z.number().int().min(1).max(16),
    areas: z.array(sketchAreaSchema).min(1),
  })
  .superRefine((sketch, ctx) => {
    const taken = new Map<string, string>();
    for (const area of sketch.areas) {
      if (area.col + area.width > sketch.columns || area.row + area.height > sketch.rows)
        ctx.addIssue({ code: 'custom', message: `${sketch.id}: "${area.label}" leaves the grid` });
      // Lines inside a box need room: the label line plus one line per item, two lines per grid row.
      if (1 + (area.items?.length ?? 0) > area.height * 2)
        ctx.addIssue({ code: 'custom', message: `${sketch.id}: "${area.label}" is too short for its items` });
      for (let c = area.col; c < area.col + area.width; c++)
        for (let r = area.row; r < area.row + area.height; r++) {
          const other = taken.get(`${c},${r}`);
          if (other)
            ctx.addIssue({ code: 'custom', message: `${sketch.id}: "${area.label}" overlaps "${other}"` });
          taken.set(`${c},${r}`, area.label);
        }
    }
  });

export type SketchArea = z.infer<typeof sketchAreaSchema>;
export type ScreenSketch = z.infer<typeof screenSketchSchema>;
