import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { SEARCH_PAGE_PATH } from '../../shared';

/**
 * The navbar's search control as the server renders it: a link to the /search page, which works without
 * JavaScript. Once the page hydrates, the SearchBar shows the modal's button in its place. The classes
 * and markup are DocSearch's button's, so it looks the same; key hints appear only with the button.
 */
export default function SearchLink({ label }: { label: string }): ReactNode {
  return (
    <Link to={`/${SEARCH_PAGE_PATH}`} className="DocSearch DocSearch-Button">
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path
            d="m21 21-4.3-4.3"
            stroke="currentColor"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
    </Link>
  );
}
