import { MOBILE_BREAKPOINT_PX } from '../../common/constants.ts';

/** The toggle menu applies at or below 768 px (docs/product.md#navigation-and-layout, docs/product.md#limits). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function matchesMediaQuery(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * Between the toggle menu and a full desktop row there is not room for every link plus the welcome line and
 * Logout, so a logged-in user's account area folds into the Account dropdown at or below this width.
 */
export const COMPACT_HEADER_QUERY = '(max-width: 1240px)';

/** Whether the visitor asked the browser to save data: they get stills, not background video. */
export function prefersSavingData(): boolean {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
  return connection?.saveData === true;
}
