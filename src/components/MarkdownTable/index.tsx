import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import styles from './styles.module.css';

interface Scrollable {
  label: string;
}

/** Names a table by its column headings, which is what a reader sees first. */
function labelOf(table: HTMLTableElement): string {
  const headings = Array.from(table.querySelectorAll('thead th'), (th) => th.textContent?.trim() ?? '');
  const named = headings.filter(Boolean);
  return named.length > 0 ? `Table: ${named.join(', ')}` : 'Table';
}

/**
 * A Markdown table inside a wrapper that scrolls sideways on narrow screens. Only a table that is
 * wider than its wrapper becomes a labelled, focusable region, so keyboard users can scroll it and
 * narrow tables add no tab stop. The check runs after hydration: the server cannot know the width.
 */
export default function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  const wrapper = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState<Scrollable | undefined>();

  useEffect(() => {
    const element = wrapper.current;
    const table = element?.querySelector('table');
    if (!element || !table) return undefined;
    const measure = () => {
      const overflows = element.scrollWidth > element.clientWidth + 1;
      setScrollable((current) => {
        if (!overflows) return undefined;
        return current ?? { label: labelOf(table) };
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={wrapper}
      className={styles.scroller}
      {...(scrollable ? { role: 'region', 'aria-label': scrollable.label, tabIndex: 0 } : {})}
    >
      <table {...props} />
    </div>
  );
}
