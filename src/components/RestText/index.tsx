import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { TypeText } from '@site/plugins/openapi/public';

/** Text from the OpenAPI document: `backticked` spans become inline code, the rest stays plain. */
export function CodeText({ text }: { text: string }): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}

/** A type such as `Curve[]` or `TimeSeries or Curve`, entity names linked to their field tables. */
export function TypeLabel({ type }: { type: TypeText }): ReactNode {
  return type.map((part, index) =>
    part.href ? (
      <Link key={index} to={part.href}>
        <code>{part.text}</code>
      </Link>
    ) : part.text === ' or ' || part.text === ', ' || part.text === 'Map of ' ? (
      <span key={index}>{part.text}</span>
    ) : (
      <code key={index}>{part.text}</code>
    ),
  );
}
