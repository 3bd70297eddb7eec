// What a server-rendered page carries for the client besides its HTML: the answers it was rendered from and the
// lazy components it used. web/entry-server.tsx writes it, web/main.tsx reads it before hydrating.
import type { DehydratedState } from '@tanstack/react-query';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  queries: DehydratedState;
  /** Names of the lazy components rendered (web/app/lazy-named.tsx). */
  chunks: string[];
}

/**
 * JSON in a <script type="application/json">: data the browser never runs, so the CSP can keep forbidding inline
 * scripts. Every '<' is escaped, so that no '</script>' or '<!--' in a title can end the element early.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/**
 * For the head of a page that carries data: the browser paints nothing until it has parsed the page up to its data,
 * which follows #root. A slow phone's parser pauses mid-page, and a first paint of half the page would move when the
 * rest arrives (Cumulative Layout Shift): a centred hero grows and its text jumps.
 */
export const PAINT_AFTER_PAGE_DATA = `<link rel="expect" href="#${PAGE_DATA_ELEMENT_ID}" blocking="render">`;

/** The data of the page the server sent, or null for a page it did not render (the app's shell). */
export function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
}
