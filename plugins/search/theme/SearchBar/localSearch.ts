// What the modal needs to answer from the index built with the site. It loads with the modal, not in
// `main`: most visits never open search, and this is ~5 KB gzip on each of them.
export { correctionOf, createPagefindSearchClient } from '../../client/pagefindSearchClient';
export { loadPagefind } from '../../client/pagefindEngine';
export { stripHighlight } from '../../client/highlight';
export { spellingSuggestionsFor } from '../../client/suggest';
