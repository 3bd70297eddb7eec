// `?next=` of the login and register screens: where to go once the visitor is signed in, kept in the address so that
// it survives the hop between the two screens (docs/decisions/0025-deep-links-and-the-splash.md). A film's Rent
// writes it (web/components/rental/rent-flow.ts); guards and expired sessions still use location state (return-path.ts).
import { readReturnPath } from '../../auth/return-path.ts';

const NEXT_PARAM = 'next';

/**
 * The path in `?next=`, or null when there is none or it is not a path of this site: '//evil.example' and its
 * kin would make the login an open redirect. An account screen is refused too (it would loop back here).
 */
export function readNextPath(params: URLSearchParams): string | null {
  const next = params.get(NEXT_PARAM);
  return next === null ? null : readReturnPath({ from: next });
}

/** `path` (an account screen) with `?next=` when there is somewhere to go next. */
export function withNextPath(path: string, next: string | null): string {
  return next === null ? path : `${path}?${new URLSearchParams({ [NEXT_PARAM]: next })}`;
}
