import type { ReactNode } from 'react';
import styles from './styles.module.css';

interface Stage {
  heading: string;
  /** Lines of the box text; SVG text does not wrap by itself. */
  lines: readonly string[];
}

/** The platform's data flow, left to right; also the source of the text alternative. */
const stages: readonly Stage[] = [
  { heading: 'Providers', lines: ['Exchanges, data', 'vendors, agencies', 'and your files'] },
  { heading: 'Loaders', lines: ['Processes that', 'collect, check', 'and save data'] },
  { heading: 'Stored data', lines: ['Time series,', 'curves, events', 'and reports'] },
  { heading: 'Automations', lines: ['and subscriptions', 'that watch for', 'each change'] },
  { heading: 'Targets', lines: ['Email, queues,', 'storage, webhooks', 'and curve builds'] },
];

const BOX_WIDTH = 132;
const GAP = 28;
const BOX_TOP = 8;
const BOX_HEIGHT = 112;
const WIDTH = stages.length * BOX_WIDTH + (stages.length - 1) * GAP;
const HEIGHT = BOX_TOP * 2 + BOX_HEIGHT;
const ARROW_Y = BOX_TOP + BOX_HEIGHT / 2;

const description = `${stages
  .map((stage) => `${stage.heading} (${stage.lines.join(' ')})`)
  .join(', then ')}.`;

/**
 * A static, server-rendered SVG of how data moves through the platform, for the docs home. It needs no
 * JavaScript (unlike a Mermaid diagram), and its title, description and caption carry the same content as text.
 */
export default function DataFlowDiagram(): ReactNode {
  return (
    <figure className={styles.figure}>
      <div className={styles.scroller} role="region" aria-label="Data flow diagram" tabIndex={0}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby="data-flow-title data-flow-desc"
        >
          <title id="data-flow-title">How data moves through the platform</title>
          <desc id="data-flow-desc">{description}</desc>
          <defs>
            <marker
              id="data-flow-arrow"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto"
            >
              <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
            </marker>
          </defs>
          {stages.map((stage, index) => {
            const x = index * (BOX_WIDTH + GAP);
            const centre = x + BOX_WIDTH / 2;
            return (
              <g key={stage.heading}>
                <rect
                  className={styles.box}
                  x={x + 1}
                  y={BOX_TOP}
                  width={BOX_WIDTH - 2}
                  height={BOX_HEIGHT}
                  rx={8}
                />
                <text className={styles.heading} x={centre} y={BOX_TOP + 30} textAnchor="middle">
                  {stage.heading}
                </text>
                {stage.lines.map((line, lineIndex) => (
                  <text
                    key={line}
                    className={styles.line}
                    x={centre}
                    y={BOX_TOP + 56 + lineIndex * 18}
                    textAnchor="middle"
                  >
                    {line}
                  </text>
                ))}
                {index < stages.length - 1 && (
                  <line
                    className={styles.arrow}
                    x1={x + BOX_WIDTH + 3}
                    y1={ARROW_Y}
                    x2={x + BOX_WIDTH + GAP - 3}
                    y2={ARROW_Y}
                    markerEnd="url(#data-flow-arrow)"
                  />
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className={styles.caption}>
        Providers publish data, loaders collect and save it, and every change to stored data can fire an
        automation or a subscription that delivers it to a target.
      </figcaption>
    </figure>
  );
}
