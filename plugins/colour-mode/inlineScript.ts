/**
 * The colour mode as the spec states it, set before the first paint: a stored `dark` gives dark, a stored
 * `system` follows the system preference, and anything else (nothing stored included) gives light.
 *
 * It runs after the theme's own inline script, which ignores storage while the switch is disabled, and
 * corrects what that script set. `data-theme-choice` is `system` only for a stored `system`: the theme then
 * follows live changes of the preference itself (`respectPrefersColorScheme`), React state included.
 *
 * The theme also deletes the stored value on load while the switch is disabled (so that an old choice gives
 * way to the site's default). Here the stored value is the reader's choice and must stay, so removing that one
 * key from that one storage is turned into a no-op; nothing else on the site removes it.
 */
export function colourModeScript(storageKey: string): string {
  const key = JSON.stringify(storageKey);
  return `(function () {
  var root = document.documentElement;
  var storage = null;
  var stored = null;
  try {
    storage = window.localStorage;
    stored = storage.getItem(${key});
  } catch (e) {}
  var system = stored === 'system';
  var dark = stored === 'dark' || (system && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.setAttribute('data-theme-choice', system ? 'system' : dark ? 'dark' : 'light');
  if (!storage) return;
  var removeItem = Storage.prototype.removeItem;
  Storage.prototype.removeItem = function (name) {
    if (this === storage && name === ${key}) return;
    return removeItem.apply(this, arguments);
  };
})();`;
}
