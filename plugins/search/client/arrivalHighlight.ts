/**
 * Client module: on each page a search result opened, highlight the query's words and scroll to the
 * first in the result's section (searchArrival.ts). The next navigation clears the highlight.
 */
import type { ClientModule } from '@docusaurus/types';
import { takeArrival } from './searchArrival';
import './arrivalHighlight.css';

let drawing: Promise<typeof import('./highlightArrival')> | undefined;

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    const query = takeArrival(location.pathname);
    // Loaded on the first arrival only: most visits never come from a search result.
    if (query || drawing)
      void (drawing ??= import('./highlightArrival')).then(({ clearArrival, highlightArrival }) => {
        clearArrival();
        // After the browser's and the router's own scroll to the hash.
        if (query) window.requestAnimationFrame(() => highlightArrival(query, location.hash));
      });
  },
};

export default clientModule;
