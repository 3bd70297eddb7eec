// The rollup (docs/decisions/0034-first-party-insight.md): insight_daily worked out again from insight_events for each
// day that can still change, then the raw rows past their retention removed. One transaction per run: a run killed
// halfway leaves the figures as they were, and the next run works the same days out again. Instances take turns on
// the state row; one that finds it taken skips its turn.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';

/**
 * A day is worked out again until this long after it ended: an event is stamped with its transaction's start, so one
 * committed just after a run (a payment's fulfilment) is still counted by the next.
 */
const LATE_EVENT_MARGIN = "interval '5 minutes'";
/** Raw rows removed per statement, so that the retention never holds a long lock on the table. */
const RETENTION_BATCH = 10_000;

export interface RollupSettings {
  timeZone: string;
  eventsRetentionDays: number;
}

export interface RollupOutcome {
  /** False when another instance was rolling up. */
  ran: boolean;
  days: string[];
  removedEvents: number;
}

/** Tests: a run that fails after working out `failAfterDays` days, as a kill would stop it. */
export interface RollupOptions {
  failAfterDays?: number;
}

export async function rollUpInsight(db: Db, settings: RollupSettings, options: RollupOptions = {}): Promise<RollupOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const state = rowsOf<{ now: string; first_day: string; last_day: string }>(
      await tx.execute(sql`
        select now()::text as now,
          (coalesce(r.rolled_through - ${sql.raw(LATE_EVENT_MARGIN)}, (select min(occurred_at) from insight_events), now())
            at time zone ${settings.timeZone})::date::text as first_day,
          (now() at time zone ${settings.timeZone})::date::text as last_day
        from insight_rollup r where r.id = 1 for update skip locked`),
    )[0];
    if (!state) return { ran: false, days: [] };
    const days = daysBetween(state.first_day, state.last_day);
    for (const [i, day] of days.entries()) {
      if (options.failAfterDays === i) throw new Error(`rollup stopped after ${i} days (test)`);
      await rollUpDay(tx, day, settings.timeZone);
    }
    await tx.execute(sql`update insight_rollup set rolled_through = ${state.now}::timestamptz where id = 1`);
    // A finished day's salt is no longer needed: without it, that day's visitor hashes cannot be linked to anyone.
    await tx.execute(sql`delete from insight_salts where day < ${state.last_day}::date`);
    return { ran: true, days };
  });
  const removedEvents = outcome.ran ? await removeExpiredEvents(db, settings.eventsRetentionDays) : 0;
  return { ...outcome, removedEvents };
}

/** Every day from `first` to `last` (YYYY-MM-DD), both included. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${first}T00:00:00Z`); day.toISOString().slice(0, 10) <= last; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * One day's figures per film, source and country, and for the whole catalogue (movie_id 0, grouping set without the
 * film), where a visitor and a payment count once however many films they touched.
 */
async function rollUpDay(tx: Db, day: string, timeZone: string): Promise<void> {
  await tx.execute(sql`delete from insight_daily where day = ${day}::date`);
  await tx.execute(sql`
    insert into insight_daily (day, movie_id, source, country, page_views, visits, trailer_plays, checkouts, payments,
      revenue_cents, starts, p25, p50, p75, p95, watched_seconds)
    select ${day}::date, coalesce(movie_id, 0), source, country,
      count(*) filter (where type = 'page_view'),
      count(distinct visitor) filter (where type = 'page_view'),
      count(*) filter (where type = 'trailer_play'),
      count(*) filter (where type = 'checkout_start'),
      case when grouping(movie_id) = 1 then count(distinct payment_id) filter (where type = 'payment')
        else count(*) filter (where type = 'payment') end,
      coalesce(sum(amount_cents) filter (where type = 'payment'), 0) - coalesce(sum(amount_cents) filter (where type = 'refund'), 0),
      count(*) filter (where type = 'start'),
      count(*) filter (where type = 'mark' and mark = 25),
      count(*) filter (where type = 'mark' and mark = 50),
      count(*) filter (where type = 'mark' and mark = 75),
      count(*) filter (where type = 'mark' and mark = 95),
      coalesce(sum(seconds) filter (where type = 'watch'), 0)
    from insight_events
    where occurred_at >= (${day}::date::timestamp at time zone ${timeZone})
      and occurred_at < ((${day}::date + 1)::timestamp at time zone ${timeZone})
    group by grouping sets ((movie_id, source, country), (source, country))`);
}

/** Raw rows older than the retention, a batch at a time; answers how many went. */
async function removeExpiredEvents(db: Db, retentionDays: number): Promise<number> {
  let removed = 0;
  for (;;) {
    const result = await db.execute(sql`
      with removed as (
        delete from insight_events where id in (
          select id from insight_events where occurred_at < now() - make_interval(days => ${retentionDays}) limit ${RETENTION_BATCH})
        returning 1)
      select count(*)::int as count from removed`);
    const count = rowsOf<{ count: number }>(result)[0]?.count ?? 0;
    removed += count;
    if (count < RETENTION_BATCH) return removed;
  }
}
