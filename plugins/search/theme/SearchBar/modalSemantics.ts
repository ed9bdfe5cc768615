/**
 * Roles of the open DocSearch 4.7 modal, corrected in its DOM (algolia/docsearch#1370, #1491):
 * - the full-screen container is `role="button"` with the combobox's attributes around everything, so
 *   every control nests in a button whose name is not its text: it becomes a plain backdrop, and the
 *   modal box becomes the `dialog` (`aria-modal`, named);
 * - each result is an `option` holding a link: the link itself becomes the option (`a` may take that
 *   role), the list item is presentational, and `data-selected` keeps DocSearch's selected style
 *   (styles.css);
 * - its `header` and `footer` would be a second banner and contentinfo of the page: they become
 *   presentational.
 * DocSearch re-renders these nodes, so a MutationObserver re-applies the changes; each write happens only
 * when the DOM differs, so the observer settles. tests/e2e/docsearch-upstream.spec.ts fails once DocSearch
 * fixes the container: then delete that part.
 */

const CONTAINER_ATTRIBUTES = [
  'role',
  'tabindex',
  'aria-expanded',
  'aria-haspopup',
  'aria-owns',
  'aria-controls',
  'aria-labelledby',
];

function setAttribute(node: Element, name: string, value: string): void {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

function removeAttribute(node: Element, name: string): void {
  if (node.hasAttribute(name)) node.removeAttribute(name);
}

/** Moves the option role, id and selection from a result's list item to its link. */
function linkAsOption(item: Element): void {
  const link = item.firstElementChild;
  if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('href')) return;
  const id = item.getAttribute('id');
  if (id) {
    removeAttribute(item, 'id');
    setAttribute(link, 'id', id);
  }
  const selected = item.getAttribute('aria-selected');
  if (selected !== null) {
    removeAttribute(item, 'aria-selected');
    setAttribute(link, 'aria-selected', selected);
    setAttribute(item, 'data-selected', selected);
  }
  setAttribute(link, 'role', 'option');
  setAttribute(item, 'role', 'none');
}

export function applyModalSemantics(root: HTMLElement, label: string): void {
  const container = root.querySelector('.DocSearch-Container');
  if (container) for (const name of CONTAINER_ATTRIBUTES) removeAttribute(container, name);
  const modal = root.querySelector('.DocSearch-Modal');
  if (modal) {
    setAttribute(modal, 'role', 'dialog');
    setAttribute(modal, 'aria-modal', 'true');
    setAttribute(modal, 'aria-label', label);
  }
  root
    .querySelectorAll('.DocSearch-Modal > header, .DocSearch-Modal > footer')
    .forEach((region) => setAttribute(region, 'role', 'none'));
  root.querySelectorAll('.DocSearch-Hit[role="option"], .DocSearch-Hit[aria-selected]').forEach(linkAsOption);
}

/** Applies the roles now and after every change DocSearch makes; returns the disconnect. */
export function watchModalSemantics(root: HTMLElement, label: string): () => void {
  const observer = new MutationObserver(() => applyModalSemantics(root, label));
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['role', 'id', 'aria-selected', ...CONTAINER_ATTRIBUTES],
  });
  applyModalSemantics(root, label);
  return () => observer.disconnect();
}
