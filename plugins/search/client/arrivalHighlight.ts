/**
 * Client module: on each page a search result opened, highlight the query's words and scroll to the
 * first in the result's section (searchArrival.ts). Any other navigation clears the highlight.
 */
import type { ClientModule } from '@docusaurus/types';
import { clearArrival, highlightArrival, takeArrival } from './searchArrival';
import './arrivalHighlight.css';

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    clearArrival();
    const query = takeArrival(location.pathname);
    // After the browser's and the router's own scroll to the hash.
    if (query) window.requestAnimationFrame(() => highlightArrival(query, location.hash));
  },
};

export default clientModule;
