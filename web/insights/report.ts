// What the browser reports for filmmaker insight (docs/product.md#filmmaker-insight): a film page seen, a trailer
// played, a checkout started. Each goes at once as a beacon to POST /api/events, which outlives the page (a checkout
// leaves it right after); it never throws and never waits.
import type { BrowserEventType } from '../../common/insights.ts';
import { API_BASE } from '../api/api-client.ts';
import { readStoredSession } from '../api/session-store.ts';
import { visitSource } from './visit-source.ts';

const EVENTS_URL = `${API_BASE}/events`;

/**
 * The studio's own staff are left out. A beacon carries no Authorization header, so the browser decides, from the
 * stored session: the auth context still says "visitor" while the server's page hydrates, when a page view is reported.
 */
const isStaff = () => readStoredSession()?.user.role === 'admin';

export function reportInsightEvent(type: BrowserEventType, movieId: number): void {
  try {
    if (isStaff()) return;
    const event = { type, movie_id: movieId, path: location.pathname.slice(0, 500) };
    const body = JSON.stringify({ source: visitSource() ?? undefined, events: [event] });
    // text/plain: the one type a beacon sends without a CORS preflight; the server reads it as JSON.
    if (navigator.sendBeacon?.(EVENTS_URL, new Blob([body], { type: 'text/plain' }))) return;
    // No beacon, or refused (the browser's quota): fetch, kept alive past the page as a beacon is.
    fetch(EVENTS_URL, { method: 'POST', body, keepalive: true }).catch(() => {});
  } catch {
    // Insight is never worth a broken page.
  }
}
