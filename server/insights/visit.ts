// Who a request comes from, as insight may know it (docs/decisions/0034-first-party-insight.md): its country, whether
// it asked not to be tracked, whether it is a bot, and a hash that counts it as one visitor for the day. The address
// itself is read here and never leaves this file.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import geoip from 'geoip-country';
import { isbot } from 'isbot';
import { PRIVATE_SOURCE, sourceLabel, type VisitSource } from '../../common/insights.ts';
import { rowsOf, type Db } from '../db/client.ts';
import { insightSalts } from '../db/schema.ts';
import { sql } from 'drizzle-orm';

/** The country headers a trusted proxy or CDN sets (Cloudflare's, and a plain one for nginx's GeoIP module). */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;

export interface VisitContext {
  /** Two letters, or '' when it cannot be told. */
  country: string;
  /** Global Privacy Control or Do Not Track: counted, never with a source. */
  isPrivate: boolean;
  isBot: boolean;
}

export function visitContextOf(request: FastifyRequest, trustProxy: boolean): VisitContext {
  const headers = request.headers;
  return {
    country: countryOf(request, trustProxy),
    isPrivate: headers['sec-gpc'] === '1' || headers.dnt === '1',
    isBot: isbot(headers['user-agent'] ?? ''),
  };
}

function countryOf(request: FastifyRequest, trustProxy: boolean): string {
  if (trustProxy) {
    for (const name of COUNTRY_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim())) return knownCountry(value.trim().toUpperCase());
    }
  }
  return knownCountry(geoip.lookup(request.ip)?.country ?? '');
}

/** 'XX' (unknown) and 'T1' (Tor) are a CDN's words for "no country". */
const knownCountry = (code: string) => (code === 'XX' || code === 'T1' ? '' : code);

/** The label a visit's source is counted under; a private visit's is never its own. */
export function sourceOfVisit(source: VisitSource | null | undefined, visit: Pick<VisitContext, 'isPrivate'>): string {
  return visit.isPrivate ? PRIVATE_SOURCE : sourceLabel(source);
}

/**
 * The visitor's hash for today, as Plausible counts visitors: sha256 of the day's random salt, the address and the
 * browser's user agent. Every instance reads the same salt from the database; a day's salt is deleted once the day is
 * over (rollup.ts), after which no hash of that day can be linked to an address again, nor to the same visitor
 * another day.
 */
export async function visitorHash(db: Db, request: FastifyRequest, timeZone: string): Promise<string> {
  const salt = await saltOfToday(db, timeZone);
  return createHash('sha256')
    .update(`${salt}|${request.ip}|${request.headers['user-agent'] ?? ''}`)
    .digest('hex')
    .slice(0, 32);
}

// Salts are read once per day per instance: the day named by the database's clock in the studio's zone.
const saltCache = new Map<string, string>();

async function saltOfToday(db: Db, timeZone: string): Promise<string> {
  const [today] = rowsOf<{ day: string }>(await db.execute(sql`select (now() at time zone ${timeZone})::date::text as day`));
  const day = today?.day ?? '';
  const cached = saltCache.get(day);
  if (cached) return cached;
  await db.insert(insightSalts).values({ day, salt: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = rowsOf<{ salt: string }>(await db.execute(sql`select salt from ${insightSalts} where day = ${day}`));
  if (!row) throw new Error(`no insight salt for ${day}`);
  saltCache.clear();
  saltCache.set(day, row.salt);
  return row.salt;
}
