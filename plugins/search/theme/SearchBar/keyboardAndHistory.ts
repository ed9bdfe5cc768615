import { useEffect, useRef } from 'react';

/**
 * Keyboard shortcuts and the Back button for the search modal.
 *
 * DocSearch's own shortcut hook ignores "/" when a button has focus, and closing the modal returns focus
 * to the navbar button, so "/" stopped working after Escape until the page was clicked. Here "/" is
 * ignored only where it types a character.
 *
 * Opening the modal pushes a history entry with the same URL, so Back (the phone's usual way out) closes
 * the modal and does nothing else. Its popstate is stopped before the router sees it: the page does not
 * change or lose its anchor, and the browser does not restore the scroll position it saved with the
 * entry (DocSearch puts the page back where it was). Closing the modal another way takes the entry off.
 */

const HISTORY_MARK = '__searchOpen';

interface KeyboardOptions {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  isAskAiActive: boolean;
  onAskAiToggle: (active: boolean) => void;
}

function typesText(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  isAskAiActive,
  onAskAiToggle,
}: KeyboardOptions): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isOpen && event.key === 'Escape' && isAskAiActive) {
        onAskAiToggle(false);
        return;
      }
      const commandK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !typesText(event.composedPath()[0]);
      if (isOpen ? event.key === 'Escape' || commandK : commandK || slash) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, isAskAiActive, onAskAiToggle]);
}

/** True while the history entry the open modal pushed is the current one. */
export function isSearchHistoryEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && HISTORY_MARK in state;
}

/** Keeps a history entry while the modal is open; Back then calls `close` instead of leaving. */
export function useSearchHistoryEntry(isOpen: boolean, close: () => void): void {
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!isOpen) return undefined;
    const { history } = window;
    const restoration = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    // After the browser has finished with our popstate.
    const restoreScrolling = () => window.setTimeout(() => (history.scrollRestoration = restoration), 0);
    const state: unknown = window.history.state;
    if (!isSearchHistoryEntry())
      window.history.pushState(
        { ...(typeof state === 'object' ? state : {}), [HISTORY_MARK]: true },
        '',
        window.location.href,
      );
    let popped = false;
    // Capturing listeners on window run before the router's own popstate listener.
    const onPopState = (event: PopStateEvent) => {
      if (popped || isSearchHistoryEntry()) return;
      popped = true;
      event.stopImmediatePropagation();
      restoreScrolling();
      closeRef.current();
    };
    window.addEventListener('popstate', onPopState, true);
    return () => {
      // Closed another way: take the entry off after this task, unless a result was opened in its place.
      window.setTimeout(() => {
        if (popped || !isSearchHistoryEntry()) {
          window.removeEventListener('popstate', onPopState, true);
          if (!popped) history.scrollRestoration = restoration;
          return;
        }
        popped = true;
        const swallow = (event: PopStateEvent) => {
          event.stopImmediatePropagation();
          restoreScrolling();
          window.removeEventListener('popstate', swallow, true);
          window.removeEventListener('popstate', onPopState, true);
        };
        window.addEventListener('popstate', swallow, true);
        window.history.back();
      }, 0);
    };
  }, [isOpen]);
}
