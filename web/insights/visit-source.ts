// Where a visit came from (docs/product.md#filmmaker-insight): the landing address's UTM parameters and the other
// site that referred it, kept in sessionStorage for the tab's visit. No cookie: it never outlives the tab.
import type { VisitSource } from '../../common/insights.ts';

const STORAGE_KEY = 'visit-source';
/** common/insights.ts visitSourceSchema's limit: a longer value would have the whole beacon refused. */
const UTM_MAX_LENGTH = 100;

let isRemembered = false;

/** Global Privacy Control or Do Not Track: such a visitor is counted, but where they came from is never kept. */
function asksNotToBeTracked(): boolean {
  return (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true || navigator.doNotTrack === '1';
}

/** The source this page load names: its UTM parameters, and the referrer's origin when it is another site's. */
export function landingSource(href: string, referrer: string): VisitSource {
  const url = new URL(href);
  const utm = (name: string) => url.searchParams.get(name)?.trim().slice(0, UTM_MAX_LENGTH) || null;
  // Only the origin: the server keeps no more than the host, and the page's path may say things about the visitor.
  const referrerOrigin = URL.canParse(referrer) ? new URL(referrer).origin : null;
  return {
    utm_source: utm('utm_source'),
    utm_medium: utm('utm_medium'),
    utm_campaign: utm('utm_campaign'),
    referrer: referrerOrigin && referrerOrigin !== 'null' && referrerOrigin !== url.origin ? referrerOrigin : null,
  };
}

/**
 * Keeps the source of this page load, once per full load (web/main.tsx calls it before the router can change the
 * address). The visit's first landing wins, a direct one included: coming back from the payment provider (another
 * site's referrer) must not become the visit's source. Only a later landing with UTM parameters of its own (a
 * campaign's link opened in the same tab) replaces it, as a new campaign starts a new visit.
 */
export function rememberVisitSource(): void {
  isRemembered = true;
  try {
    if (asksNotToBeTracked()) {
      sessionStorage.removeItem(STORAGE_KEY);
      return;
    }
    const landing = landingSource(location.href, document.referrer);
    const hasUtm = Boolean(landing.utm_source || landing.utm_medium || landing.utm_campaign);
    if (hasUtm || sessionStorage.getItem(STORAGE_KEY) === null) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(landing));
  } catch {
    // Storage refused (a privacy setting): the visit goes without a source.
  }
}

/** The visit's source to send, or null: none known, or the visitor asked not to be tracked. */
export function visitSource(): VisitSource | null {
  // Should web/main.tsx not have kept it, the first event of the page load does (its address is still the landing).
  if (!isRemembered) rememberVisitSource();
  try {
    if (asksNotToBeTracked()) return null;
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as VisitSource | null;
    // A direct visit is kept as a source naming nothing (so that no later referrer takes its place), sent as none.
    return stored && Object.values(stored).some(Boolean) ? stored : null;
  } catch {
    return null;
  }
}
