import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';

/** `code` spans and [label](href) links: the only inline Markdown that structured data may use. */
const INLINE = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * Renders a sentence from a data file with its inline code and links, so YAML text can say
 * `_limit` or link to an anchor without carrying HTML.
 */
export default function InlineText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    if (match[1] !== undefined) {
      parts.push(<code key={index}>{match[1]}</code>);
    } else {
      parts.push(
        <Link key={index} to={match[3]}>
          {match[2]}
        </Link>,
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
