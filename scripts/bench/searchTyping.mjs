/**
 * Part of `npm run bench:search`: the two search UIs as a reader types into them, side by side in one run.
 * - Time to stable results: from the last keystroke of a query until the UI shows that query's answer and
 *   nothing on it changes for QUIET_MS; the same queries, typed the same way, in the modal and on /search,
 *   alternating which goes first. Medians and their ratio (modal ÷ /search).
 * - Stale screens: queries during whose typing the modal showed, on any frame, results, a count or
 *   "No results" of another query than the one in its box.
 * - Keystroke loss: tries, on a freshly loaded page, in which Ctrl+K followed at once by a word left the
 *   box holding less than the word.
 */

export const TYPED_QUERIES = [
  'print',
  'curve',
  'ODSL',
  'python',
  'calendar',
  'workflow',
  'timeseries',
  'REST API',
  'release notes',
  'holiday calendar',
  'load csv',
  'subscription',
  'webhook',
  'forward curve',
  'cron expression',
  'authentication token',
  'excel export',
  'qzxwvjk',
  'smoothing',
  'dataset',
];
/** A reader's pace: 80 ms between keys is brisk typing. */
export const KEY_DELAY_MS = 80;
/** The screen must hold still this long to count as stable. */
const QUIET_MS = 1000;
const LOSS_TRIES = 10;
const LOSS_WORD = 'python';

/**
 * Installed in each page: follows the UI's results region from the first keystroke, recording the time
 * of the last keystroke, of the last change to the region, and whether a frame showed another query.
 */
function watchScreen({ ui }) {
  const w = /** @type {any} */ (window);
  if (w.__benchScreen) {
    Object.assign(w.__benchScreen, { lastKey: 0, lastChange: performance.now(), staleSeen: false });
    return;
  }
  const state = { lastKey: 0, lastChange: performance.now(), staleSeen: false };
  w.__benchScreen = state;
  const box = () =>
    /** @type {HTMLInputElement | null} */ (
      document.querySelector(
        ui === 'modal' ? '.DocSearch-Modal .DocSearch-Input' : 'main input[type="search"]',
      )
    );
  const visible = (el) => el && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const shownQuery = () => {
    if (ui === 'modal') {
      const none = document.querySelector('.DocSearch-NoResults .DocSearch-Title strong');
      if (visible(none)) return none.textContent;
      const seeAll = document.querySelector('.DocSearch-HitsFooter a');
      if (visible(seeAll)) return new URL(seeAll.href).searchParams.get('q');
      return null;
    }
    const strong = document.querySelector('main p strong');
    if (visible(strong) && /No results found/.test(strong.parentElement.textContent))
      return strong.textContent;
    return visible(document.querySelector('main article'))
      ? new URL(location.href).searchParams.get('q')
      : null;
  };
  const check = () => {
    const shown = shownQuery();
    const typed = box()?.value ?? '';
    if (shown !== null && typed !== '' && shown !== typed && shown.trim() !== typed.trim())
      state.staleSeen = true;
  };
  const region = ui === 'modal' ? document.querySelector('.DocSearch-Modal') : document.querySelector('main');
  new MutationObserver(() => {
    state.lastChange = performance.now();
    check();
  }).observe(region, { childList: true, subtree: true, characterData: true, attributes: true });
  document.addEventListener('keydown', () => (state.lastKey = performance.now()), true);
  const frame = () => {
    check();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** True once the UI shows the answer to `query`, and the answer is complete. */
function answered({ ui, query }) {
  const visible = (el) => el && el.checkVisibility({ visibilityProperty: true });
  if (ui === 'modal') {
    const modal = document.querySelector('.DocSearch-Modal');
    if (modal?.hasAttribute('data-stale') || modal?.querySelector('.DocSearch-Input')?.value !== query)
      return false;
    const none = document.querySelector('.DocSearch-NoResults .DocSearch-Title strong');
    if (visible(none)) return none.textContent === query;
    const seeAll = document.querySelector('.DocSearch-HitsFooter a');
    return visible(seeAll) && new URL(seeAll.href).searchParams.get('q') === query;
  }
  const main = document.querySelector('main');
  if (main.querySelector('input[type="search"]').value !== query) return false;
  if (main.querySelector('[aria-busy="true"]')) return false;
  return /pages? found|No results found for/.test(main.textContent);
}

async function clearBox(page, ui) {
  const box = ui === 'modal' ? '.DocSearch-Modal .DocSearch-Input' : 'main input[type="search"]';
  await page.fill(box, '');
  await page.focus(box);
}

/** Types `query` and returns ms from its last keystroke to stable results, and whether a stale screen showed. */
async function typeAndSettle(page, ui, query) {
  await clearBox(page, ui);
  await page.evaluate(watchScreen, { ui });
  await page.keyboard.type(query, { delay: KEY_DELAY_MS });
  await page.waitForFunction(answered, { ui, query }, { polling: 'raf', timeout: 30_000 });
  // Stable: nothing changes for QUIET_MS.
  await page.waitForFunction(
    (quiet) => performance.now() - window.__benchScreen.lastChange >= quiet,
    QUIET_MS,
    { polling: 100, timeout: 30_000 },
  );
  const { lastKey, lastChange, staleSeen } = await page.evaluate(() => window.__benchScreen);
  if (!(await page.evaluate(answered, { ui, query })))
    throw new Error(`${ui}: the answer to "${query}" did not stay`);
  return { ms: Math.max(0, lastChange - lastKey), staleSeen };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Time to stable results in the modal and on /search for the same queries, and stale screens seen. */
export async function compareUis(browser, origin) {
  const modalPage = await browser.newPage();
  await modalPage.goto(`${origin}/docs`, { waitUntil: 'networkidle' });
  await modalPage.locator('.navbar button.DocSearch-Button').click();
  await modalPage.locator('.DocSearch-Modal .DocSearch-Input').waitFor();
  const searchPage = await browser.newPage();
  await searchPage.goto(`${origin}/search`, { waitUntil: 'networkidle' });
  // Warm-up: both engines loaded, as for a reader's second query.
  await typeAndSettle(modalPage, 'modal', 'curve');
  await typeAndSettle(searchPage, 'search', 'curve');

  const modal = [];
  const search = [];
  const stale = [];
  for (const [i, query] of TYPED_QUERIES.entries()) {
    const order = i % 2 ? ['search', 'modal'] : ['modal', 'search'];
    for (const ui of order) {
      await (ui === 'modal' ? modalPage : searchPage).bringToFront();
      const { ms, staleSeen } = await typeAndSettle(ui === 'modal' ? modalPage : searchPage, ui, query);
      (ui === 'modal' ? modal : search).push(ms);
      if (ui === 'modal' && staleSeen) stale.push(query);
    }
  }
  await modalPage.close();
  await searchPage.close();
  return { modalMs: median(modal), searchMs: median(search), stale, queries: TYPED_QUERIES.length };
}

/** Ctrl+K then a word, at once, on freshly loaded pages: how often the box misses letters. */
export async function keystrokeLoss(browser, origin) {
  const lost = [];
  for (let i = 0; i < LOSS_TRIES; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/docs`);
    await page.keyboard.press('Control+k');
    await page.keyboard.type(LOSS_WORD, { delay: KEY_DELAY_MS / 2 });
    // What the box holds once the modal is open and has taken what was typed (or after 5 s).
    const value = await page
      .waitForFunction(
        (word) => {
          const box = document.querySelector('.DocSearch-Modal .DocSearch-Input');
          return box?.value === word || false;
        },
        LOSS_WORD,
        { timeout: 5_000 },
      )
      .then(
        () => LOSS_WORD,
        () =>
          page.evaluate(
            () => document.querySelector('.DocSearch-Modal .DocSearch-Input')?.value ?? '(no modal)',
          ),
      );
    if (value !== LOSS_WORD) lost.push(value);
    await context.close();
  }
  return { tries: LOSS_TRIES, word: LOSS_WORD, lost };
}
