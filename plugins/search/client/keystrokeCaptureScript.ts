/**
 * The inline script, in every page's head, that keeps the keys typed after Ctrl/Cmd+K or "/" before the
 * site has hydrated (theme/SearchBar/keystrokeCapture.ts explains the capture field): on the shortcut it
 * focuses the field; once the SearchBar has taken over (it sets `window[READY_FLAG]`), it does nothing.
 * Same keys as theme/SearchBar/keyboardAndHistory.ts: "/" only where it would not type a character.
 */

/** Id of the capture field. */
export const CAPTURE_ID = 'search-keystroke-capture';

/** Set on `window` by the hydrated SearchBar, whose own shortcuts then answer. */
export const READY_FLAG = '__searchShortcutsReady';

export function keystrokeCaptureScript(label: string): string {
  const id = JSON.stringify(CAPTURE_ID);
  return [
    'addEventListener("keydown",function(e){',
    `if(window[${JSON.stringify(READY_FLAG)}])return;`,
    'var t=e.target,k=(e.key||"").toLowerCase();',
    'var typing=t&&(t.isContentEditable||/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName));',
    'if(!(k==="k"&&(e.metaKey||e.ctrlKey))&&!(e.key==="/"&&!e.ctrlKey&&!e.metaKey&&!e.altKey&&!typing))return;',
    'e.preventDefault();',
    `if(document.getElementById(${id}))return;`,
    'var f=document.createElement("input");',
    `f.id=${id};f.type="search";f.autocomplete="off";`,
    `f.setAttribute("aria-label",${JSON.stringify(label)});`,
    'document.body.appendChild(f);f.focus({preventScroll:true});',
    '});',
  ].join('');
}
