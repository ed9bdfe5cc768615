import type { ReactNode } from 'react';
import type { ScreenSketch as Sketch } from '@site/data/tools/schema';
import { CELL_HEIGHT, CELL_WIDTH, LINE_STEP, sketchDescription } from './logic';
import styles from './styles.module.css';

interface Props {
  /** Sketch id from `data/tools/screens.ts`; the slice is added at compile time. */
  id: string;
  data: Sketch;
}

const GAP = 4;

/**
 * A screen drawn as labelled boxes: an inline SVG with a title and a description that lists every area,
 * captioned below. Our own drawing of which areas a screen has, not a screenshot.
 */
export default function ScreenSketch({ data }: Props): ReactNode {
  const titleId = `sketch-${data.id}-title`;
  const descId = `sketch-${data.id}-desc`;
  const width = data.columns * CELL_WIDTH;
  const height = data.rows * CELL_HEIGHT;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        xmlns="http://www.w3.org/2000/svg"
      >
        <title id={titleId}>{data.title}</title>
        <desc id={descId}>{sketchDescription(data)}</desc>
        {data.areas.map((area) => {
          const x = area.col * CELL_WIDTH + GAP / 2;
          const y = area.row * CELL_HEIGHT + GAP / 2;
          const w = area.width * CELL_WIDTH - GAP;
          const h = area.height * CELL_HEIGHT - GAP;
          return (
            <g key={`${area.label}-${area.col}-${area.row}`}>
              <rect className={styles.box} x={x} y={y} width={w} height={h} rx={6} />
              <text className={styles.label} x={x + 8} y={y + 15}>
                {area.label}
              </text>
              {area.items?.map((item, index) => (
                <text key={item} className={styles.item} x={x + 8} y={y + 15 + LINE_STEP * (index + 1)}>
                  {item}
                </text>
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.caption}>{data.title}</figcaption>
    </figure>
  );
}
