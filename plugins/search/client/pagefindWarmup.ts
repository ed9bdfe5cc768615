import { SEARCH_QUERY_PARAM } from '../shared';
import { MAX_QUERY_LENGTH, RANKING_WINDOW, pagefindOptions } from './pagefindEngine';

/**
 * Source of the inline script that the results page carries (local index only). Opened with `?q=`, the
 * page's main content is the results, and they wait on a chain of downloads: the engine, its worker,
 * its entry file, the index chunk of the query, then the fragments of the first pages. Started by the site's
 * scripts, the chain begins only once they have downloaded and hydrated the page. This script starts
 * it while the HTML is parsed, with the options the page's own search sets: the browser keeps one
 * instance of the engine module, and the engine (in its worker) caches what it loaded, so the page's first search
 * finds everything there. It does nothing when the page has no query, and its failure is left to the
 * page's own search to report.
 */
export function pagefindWarmupScript(indexUrl: string): string {
  const engineUrl = JSON.stringify(`${indexUrl}pagefind.js`);
  const options = JSON.stringify(pagefindOptions(indexUrl));
  return [
    '(function(q){',
    'if(!q)return;',
    `import(${engineUrl}).then(function(p){`,
    `return p.options(${options}).then(function(){return p.search(q)}).then(function(r){`,
    `return Promise.all(r.results.slice(0,${RANKING_WINDOW}).map(function(x){return x.data()}))})`,
    '}).catch(function(){});',
    `})((new URLSearchParams(location.search).get(${JSON.stringify(SEARCH_QUERY_PARAM)})||"").trim().slice(0,${MAX_QUERY_LENGTH}));`,
  ].join('');
}
