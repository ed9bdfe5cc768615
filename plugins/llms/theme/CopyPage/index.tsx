/**
 * "Copy page": copies the page's Markdown twin to the clipboard; its menu also opens the twin.
 * A menu button (WAI-ARIA menu pattern) with a live region that announces the outcome. It needs
 * nothing but the twin, so it works without the search index. Kept small: it is on every docs page.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './styles.module.css';

export interface Props {
  /** URL of the page's Markdown twin. */
  href: string;
}

async function copyTwin(href: string): Promise<string> {
  const text = fetch(href).then(async (response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  });
  try {
    // Passing the pending text keeps the click's user activation in browsers that require it (Safari).
    if (typeof ClipboardItem === 'function') {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    return 'Page copied to the clipboard as Markdown.';
  } catch {
    // The clipboard may refuse before the download ends: wait for it to tell the two failures apart.
    const loaded = await text.then(
      () => true,
      () => false,
    );
    return loaded
      ? 'Copy failed: the browser did not allow writing to the clipboard. Use "View as Markdown" and copy from there.'
      : 'Copy failed: the Markdown page could not be loaded. Check your connection and try again.';
  }
}

export default function CopyPage({ href }: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const openMenu = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const copy = async () => {
    setStatus('Copying the page…');
    setStatus(await copyTwin(href));
  };

  const onToggleKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 0 : -1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const index = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className={styles.copyPage} ref={root}>
      <div className={styles.group}>
        <button type="button" className={styles.button} onClick={copy}>
          Copy page
        </button>
        <button
          type="button"
          ref={toggle}
          className={styles.button}
          aria-label="More ways to use this page"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => (open ? close(false) : openMenu(0))}
          onKeyDown={onToggleKey}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      <ul
        id={menuId}
        role="menu"
        aria-label="Page as Markdown"
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              close(true);
              void copy();
            }}
          >
            Copy page as Markdown
          </button>
        </li>
        <li role="none">
          <a
            role="menuitem"
            tabIndex={-1}
            href={href}
            target="_blank"
            rel="noopener"
            onClick={() => close(false)}
          >
            View as Markdown
          </a>
        </li>
      </ul>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
