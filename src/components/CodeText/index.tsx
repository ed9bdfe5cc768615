import type { ReactNode } from 'react';

/**
 * Renders data text in which `backticks` mark code, the way Markdown would,
 * so YAML reference data can name identifiers without holding markup.
 */
export default function CodeText({ text }: { text: string }): ReactNode {
  const parts = text.split('`');
  // An odd number of backticks would leave a part unmatched: show the text as written.
  if (parts.length % 2 === 0) return text;
  return parts.map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
