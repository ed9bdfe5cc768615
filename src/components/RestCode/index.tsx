import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import CodeBlock, { type Props } from '@theme/CodeBlock';
import { grammarReady, loadGrammar } from '@site/plugins/prism-languages/public';
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
 *
 * The grammar of its language loads only then (prism-languages' deferred grammars), so the page's first
 * visit carries none: the server's HTML stays until it has loaded, except for the keyboard, whose next Tab
 * must find the block's buttons at once; a block live without its grammar is highlighted once it loads.
 */
export default function RestCode(props: Props): ReactNode {
  const { language } = props;
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const { colorMode: serverColors } = useThemeConfig();
  const [hasServerHtml] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  const [keep, setKeep] = useState(hasServerHtml);
  const [grammar, setGrammar] = useState(() => grammarReady(language));
  const [focused, setFocused] = useState(false);
  const pending = useRef<Pending | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const wantsLive = !keep || colorMode !== serverColors.defaultMode;
  const serverHtml = hasServerHtml && (!wantsLive || (!grammar && !focused));

  useEffect(() => {
    if (!wantsLive || grammar) return;
    let current = true;
    // A grammar that fails to load leaves the block live without highlighting rather than stuck.
    void loadGrammar(language)
      .catch(() => undefined)
      .then(() => {
        if (current) setGrammar(true);
      });
    return () => {
      current = false;
    };
  }, [wantsLive, grammar, language]);

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
        {/* Rendered again once the grammar is there, the block is tokenised again (prism-react-renderer
            reads the grammar on each render), keeping the focus. */}
        <CodeBlock {...props} />
      </div>
    );
  }
  /** Goes live; a focused or clicked control of the server's HTML is focused or clicked again once live. */
  const wake = (event: SyntheticEvent, reached?: 'focus' | 'click'): void => {
    const controls = Array.from(root.current?.querySelectorAll(FOCUSABLE) ?? []);
    const index = controls.findIndex((control) => control.contains(event.target as Node));
    if (index >= 0 && reached) pending.current = { index, click: reached === 'click' };
    if (reached === 'focus') setFocused(true);
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
