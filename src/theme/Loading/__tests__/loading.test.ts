import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import Loading from '..';

type Props = Parameters<typeof Loading>[0];

function render(props: Partial<Props>): string {
  const defaults: Props = { isLoading: true, pastDelay: false, timedOut: false, error: null, retry: vi.fn() };
  return renderToStaticMarkup(createElement(Loading, { ...defaults, ...props }));
}

describe('route Loading states', () => {
  it('shows nothing during the first 200 ms', () => {
    expect(render({})).toBe('');
  });

  it('shows a labelled spinner once the delay has passed', () => {
    const html = render({ pastDelay: true });
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading…');
  });

  it('shows the error and a Retry button when the page bundle failed', () => {
    const html = render({ error: new Error('Loading chunk 42 failed.'), isLoading: false });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Loading chunk 42 failed.');
    expect(html).toMatch(/<button[^>]*>Retry<\/button>/);
  });
});
