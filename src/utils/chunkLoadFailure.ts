const NOTICE_ID = 'load-failure-notice';

/** Webpack and Rspack reject with a `ChunkLoadError` (or `CssChunkLoadError`) when a page bundle fails. */
export function isChunkLoadError(reason: unknown): reason is Error {
  if (!(reason instanceof Error)) return false;
  return /ChunkLoadError/.test(reason.name) || /Loading (CSS )?chunk .+ failed/i.test(reason.message);
}

/**
 * Shows the failure of a page bundle and a Retry button that reloads the page.
 * Plain DOM, because when the first load fails React never starts; the server-rendered page stays readable.
 */
export function showLoadFailureNotice(doc: Document, error: Error): HTMLElement {
  doc.getElementById(NOTICE_ID)?.remove();
  const notice = doc.createElement('div');
  notice.id = NOTICE_ID;
  notice.className = 'load-failure load-failure-notice';
  notice.setAttribute('role', 'alert');
  const title = doc.createElement('p');
  title.className = 'load-failure__title';
  title.textContent = 'This page could not finish loading.';
  const detail = doc.createElement('p');
  detail.className = 'load-failure__detail';
  detail.textContent = error.message.split('\n')[0] ?? String(error);
  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => doc.defaultView?.location.reload());
  notice.append(title, detail, retry);
  doc.body.append(notice);
  return notice;
}
