import { useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True on the server and while the client hydrates the HTML the server sent, false in every later render (and in
 * every render of a page the client started itself). React re-renders with `false` right after hydrating.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * Whether this component arrived in the server's HTML (rendered there, then hydrated) rather than being rendered by
 * the client, fixed at its first render. What arrived in the HTML is on screen already: an entrance animation would
 * hide it again for a moment, and hold back the page's Largest Contentful Paint.
 */
export function useArrivedInServerHtml(): boolean {
  const isHydrating = useIsHydrating();
  const [arrivedInHtml] = useState(isHydrating);
  return arrivedInHtml;
}
