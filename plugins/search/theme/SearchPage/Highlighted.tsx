import React, { type ReactNode } from 'react';
import { highlightSegments } from '../../client/highlight';

/**
 * Renders a highlighted value (`<mark>` around matches) as React text, so a
 * result never injects markup, whatever the index holds.
 */
export default function Highlighted({ value }: { value: string | null | undefined }): ReactNode {
  if (!value) return null;
  return highlightSegments(value).map((segment, i) =>
    segment.highlighted ? (
      <mark key={i}>{segment.text}</mark>
    ) : (
      <React.Fragment key={i}>{segment.text}</React.Fragment>
    ),
  );
}
