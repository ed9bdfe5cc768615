const NOTICE_ID = 'load-failure-notice';

/** Webpack and Rspack reject with a `ChunkLoadError` (or `CssChunkLoadError`) when a page bundle fails. */
export function isChunkLoadError(reason: unknown): reason is Error {
  if (!(reason instanceof Error)) return false;
  return /ChunkLoadError/.test(reason.name) || /Loading (CSS )?chunk .+ failed/i.test(reason.message);
}

const OFFLINE_MESSAGE = Symbol('offline message');

/**
 * Names what a failed load was for, as the notice says it while the reader is offline ("Search needs a
 * connection."): offline, the failure is expected, and the chunk's address says nothing to a reader.
 * Returns the error, to be thrown on.
 */
export function withOfflineMessage<T>(error: T, message: string): T {
  if (error instanceof Error) (error as Error & { [OFFLINE_MESSAGE]?: string })[OFFLINE_MESSAGE] = message;
  return error;
}

/** The notice's title and detail for a failed load. */
export function loadFailureText(error: Error, online: boolean): { title: string; detail: string } {
  const offlineMessage = (error as Error & { [OFFLINE_MESSAGE]?: string })[OFFLINE_MESSAGE];
  if (!online && offlineMessage) {
    return { title: offlineMessage, detail: 'You are offline. It works again once the connection is back.' };
  }
  return {
    title: 'This page could not finish loading.',
    detail: error.message.split('\n')[0] ?? String(error),
  };
}

/**
 * Shows the failure of a page bundle and a Retry button that reloads the page.
 * Plain DOM, because when the first load fails React never starts; the server-rendered page stays readable.
 */
export function showLoadFailureNotice(doc: Document, error: Error): HTMLElement {
  doc.getElementById(NOTICE_ID)?.remove();
  const text = loadFailureText(error, doc.defaultView?.navigator.onLine ?? true);
  const notice = doc.createElement('div');
  notice.id = NOTICE_ID;
  notice.className = 'load-failure load-failure-notice';
  notice.setAttribute('role', 'alert');
  const title = doc.createElement('p');
  title.className = 'load-failure__title';
  title.textContent = text.title;
  const detail = doc.createElement('p');
  detail.className = 'load-failure__detail';
  detail.textContent = text.detail;
  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => doc.defaultView?.location.reload());
  notice.append(title, detail, retry);
  doc.body.append(notice);
  return notice;
}
