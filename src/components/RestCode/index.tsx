import { useLayoutEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import CodeBlock, { type Props } from '@theme/CodeBlock';
import styles from './styles.module.css';

/** React leaves an element with inner HTML unhydrated, and keeps its HTML while `__html` stays this object. */
const KEEP_SERVER_HTML = { __html: '' };

/** What the reader reached in the server's HTML: the same control is focused (or clicked) once live. */
interface Pending {
  index: number;
  click: boolean;
}

const FOCUSABLE = 'button, [tabindex]';

/**
 * A code block of the REST reference (examples of operations and entities), a page that shows dozens of them.
 * While the page hydrates, the block keeps the server's HTML, already highlighted, without hydrating its
 * token spans and without the remount Docusaurus's CodeBlock does after hydration; it becomes a live
 * CodeBlock (copy and wrap buttons) as soon as a pointer, a touch or the keyboard focus reaches it, or when
 * the colour mode is not the one the server rendered. A page reached by client-side navigation has no
 * server HTML: there the CodeBlock is live from the start.
 */
export default function RestCode(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const { colorMode: serverColors } = useThemeConfig();
  const [keep, setKeep] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  const pending = useRef<Pending | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const serverHtml = keep && colorMode === serverColors.defaultMode;

  useLayoutEffect(() => {
    const reached = pending.current;
    if (serverHtml || !reached) return;
    pending.current = null;
    const control = root.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[reached.index];
    control?.focus();
    if (reached.click) control?.click();
  }, [serverHtml]);

  if (!serverHtml) {
    return (
      <div ref={root} className={styles.code}>
        <CodeBlock {...props} />
      </div>
    );
  }
  /** Goes live; a focused or clicked control of the server's HTML is focused or clicked again once live. */
  const wake = (event: SyntheticEvent, reached?: 'focus' | 'click'): void => {
    const controls = Array.from(root.current?.querySelectorAll(FOCUSABLE) ?? []);
    const index = controls.findIndex((control) => control.contains(event.target as Node));
    if (index >= 0 && reached) pending.current = { index, click: reached === 'click' };
    setKeep(false);
  };
  return (
    <div
      ref={root}
      className={styles.code}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
      onPointerOver={wake}
      onTouchStart={wake}
      onFocus={(event) => wake(event, 'focus')}
      onClick={(event) => wake(event, 'click')}
    />
  );
}
