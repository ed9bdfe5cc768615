import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import nprogress from 'nprogress';

/**
 * The route-change progress bar of the classic theme (nprogress) marks its parts with role="bar" and
 * role="spinner", which are no ARIA roles: axe reports them while a slow page loads. The same template
 * without the roles, found by class; the theme hides the spinner and styles `.bar` and `.peg` by class.
 */
export const PROGRESS_BAR_TEMPLATE = '<div class="bar"><div class="peg"></div></div>';

if (ExecutionEnvironment.canUseDOM) {
  nprogress.configure({ template: PROGRESS_BAR_TEMPLATE, barSelector: '.bar' });
}
