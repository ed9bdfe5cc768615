import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

interface A11yScope {
  /** Limit the check to this selector (for example an open dialog). */
  include?: string;
  /** Rules a third-party widget breaks by design; say why at the call site. */
  disableRules?: string[];
}

/**
 * Waits for every time-based CSS transition and animation to end. A reader judges contrast on the settled
 * page; axe scanning a menu halfway through its fade-in reports every item as too faint. Scroll-driven
 * animations (the tables' scroll cue) follow the scroll position and never end, so they are left out.
 */
export async function motionSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const end = animation.effect?.getComputedTiming().endTime;
          return (
            animation.playState === 'running' &&
            animation.timeline instanceof DocumentTimeline &&
            typeof end === 'number' &&
            Number.isFinite(end)
          );
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Fails with a readable list when the page has serious or critical axe-core violations. */
export async function expectNoSeriousA11yViolations(page: Page, scope: A11yScope = {}): Promise<void> {
  await motionSettled(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.disableRules?.length) builder = builder.disableRules(scope.disableRules);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
