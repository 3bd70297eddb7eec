// Which due row takes the next slot (docs/decisions/0014 "Order: kinds and addresses take turns"). The outbox sends
// a few e-mails an hour for everyone together, so whoever can queue many e-mails of one kind (reset requests for
// accounts they registered, free rentals' receipts) must not be able to hold back the others:
// - kinds take turns: the kind whose last e-mail left longest ago goes next, one with none in the last hour first
//   (among those, in KINDS_IN_ORDER);
// - within a kind, addresses take turns: the address that had the fewest turns of that kind in the last hour goes
//   next, then the oldest row.
// Everything is read inside the claim's transaction, under its lock, from what the database holds: no state of its
// own, the same answer on every instance.
import { sql, type SQL } from 'drizzle-orm';
import { EMAIL_KINDS, type EmailKind } from '../../common/newsletter-admin.ts';
import { rowsOf, type Db } from '../db/client.ts';
import { emailMessages, passwordResetTokens, users } from '../db/schema.ts';
import { PRIORITY_BY_KIND } from './outbox.ts';

/**
 * How far back turns are remembered: a reset link's life. At the default spacing that is 8 slots, one fewer than the
 * kinds, so with every kind busy each one's last turn is in sight but that of the kind whose turn it is (8 slots back,
 * at the edge: remembered as none, so it goes first all the same); and an address's turns within it are few rows (the
 * sends of an hour), cheap to count.
 */
const TURN_MEMORY_MS = 60 * 60_000;

/**
 * Between kinds that had no turn in the last hour: someone may be waiting at the screen for a reset link (or a
 * receipt, or a confirmation); a gift is meant for its moment (a birthday morning); a reminder has a deadline of
 * hours, a start reminder of a day; "Now showing" and an extension's news can wait a little; a newsletter last.
 */
const PLACE_BY_KIND: Record<EmailKind, number> = {
  password_reset: 0,
  receipt: 1,
  gift: 2,
  reminder: 3,
  newsletter_confirmation: 4,
  start_reminder: 5,
  now_showing: 6,
  rental_extended: 7,
  newsletter: 8,
};
const KINDS_IN_ORDER = EMAIL_KINDS.toSorted((a, b) => PLACE_BY_KIND[a] - PLACE_BY_KIND[b]);

export interface ClaimMoment {
  /** The claim's time (the database's, or a test's). */
  now: Date;
  /** A claim older than this belonged to a worker that died: its row is due again (claim.ts). */
  staleBefore: Date;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const rememberedSince = (moment: ClaimMoment) => at(new Date(moment.now.getTime() - TURN_MEMORY_MS));

/**
 * The rows of `kind` that may be claimed now (alias m). A kind's rows carry its priority (outbox.ts writes both),
 * and the condition on it keeps every look-up to that kind's part of the due index (email_messages_due_idx).
 */
function dueRowsOf(kind: EmailKind, moment: ClaimMoment): SQL {
  return sql`m.status = 'pending' and m.priority = ${PRIORITY_BY_KIND[kind]}::smallint and m.kind = ${kind}
    and m.next_attempt_at <= ${at(moment.now)}
    and (m.claimed_at is null or m.claimed_at < ${at(moment.staleBefore)})`;
}

/** One kind, when it has a due row: its place in KINDS_IN_ORDER and when its last e-mail left within the hour. */
function laneOf(kind: EmailKind, position: number, moment: ClaimMoment): SQL {
  return sql`
    select ${kind}::text as kind, ${position}::int as position,
      (select max(h.sent_at) from ${emailMessages} h where h.kind = ${kind} and h.sent_at > ${rememberedSince(moment)}) as last_turn
    where (
      -- Its first due row in the index's order: the planner reads the index and stops there, where a bare EXISTS
      -- may be planned as a scan of the whole table when most of its pending rows are of this kind.
      select m.id from ${emailMessages} m where ${dueRowsOf(kind, moment)}
      order by m.priority, m.next_attempt_at, m.id limit 1
    ) is not null`;
}

/** The kinds with a due row, in turn: the one whose last e-mail left longest ago (or none in the hour) first. */
async function kindsInTurn(tx: Db, moment: ClaimMoment): Promise<EmailKind[]> {
  const lanes = sql.join(
    KINDS_IN_ORDER.map((kind, position) => laneOf(kind, position, moment)),
    sql` union all `,
  );
  const rows = rowsOf<{ kind: EmailKind }>(
    await tx.execute(sql`select kind from (${lanes}) as lane order by last_turn nulls first, position`),
  );
  return rows.map((row) => row.kind);
}

/**
 * An address's turns of one kind in the last hour, for row m: `none` (a condition: it had none), and `count` (an
 * expression ranking it, with the `join` it needs).
 */
interface Turns {
  none: SQL;
  join: SQL;
  count: SQL;
}

/**
 * For most kinds, a turn is an e-mail of that kind that left for the address. The addresses served in the hour are
 * read once per query (the sends of an hour: a few rows), then looked up per row.
 */
function sentTurnsOf(kind: EmailKind, moment: ClaimMoment): Turns {
  const served = sql`(
    select lower(h.recipient_email) as address, count(*) as turns from ${emailMessages} h
    where h.kind = ${kind} and h.sent_at > ${rememberedSince(moment)}
    group by 1)`;
  return {
    none: sql`lower(m.recipient_email) not in (select served.address from ${served} as served)`,
    join: sql`left join ${served} as served on served.address = lower(m.recipient_email)`,
    count: sql`coalesce(served.turns, 0)`,
  };
}

/**
 * For a reset link, a turn is a request for the account beside the one its waiting e-mail answers: a link the account
 * was issued besides the newest, or another reset e-mail waiting for the address. One e-mail waits per account
 * (auth/password-reset.ts) and asking again only renews its link, so the links issued are what tells an account
 * asked for once from one asked for again and again; a link expires after its hour, so the account's links still in
 * their hour, used or not, are those of the last hour. Several e-mails waiting for one address are rows queued
 * before one e-mail per account was the rule. Counted per row, through the indexes on the users' address and the
 * links' user (one row waits per account); the addresses with several waiting are read once.
 */
function resetTurns(moment: ClaimMoment): Turns {
  const linksBesidesNewest = sql`(
    select greatest(count(*) - 1, 0) from ${passwordResetTokens} t join ${users} u on u.id = t.user_id
    where lower(u.email) = lower(m.recipient_email) and t.expires_at > ${at(moment.now)})`;
  const alsoWaiting = sql`(
    select lower(o.recipient_email) as address, count(*) - 1 as others from ${emailMessages} o
    where o.status = 'pending' and o.priority = ${PRIORITY_BY_KIND.password_reset}::smallint and o.kind = 'password_reset'
    group by 1 having count(*) > 1)`;
  return {
    none: sql`${linksBesidesNewest} = 0
      and lower(m.recipient_email) not in (select also_waiting.address from ${alsoWaiting} as also_waiting)`,
    join: sql`left join ${alsoWaiting} as also_waiting on also_waiting.address = lower(m.recipient_email)`,
    count: sql`${linksBesidesNewest} + coalesce(also_waiting.others, 0)`,
  };
}

const turnsOf = (kind: EmailKind, moment: ClaimMoment): Turns =>
  kind === 'password_reset' ? resetTurns(moment) : sentTurnsOf(kind, moment);

/**
 * The next row of `kind`, locked for this claim: fewest turns first, then oldest. Asked in two steps, for speed:
 * first the oldest row whose address had no turn, read in the due index's order and stopping at the first (a
 * newsletter of thousands is not all ranked); only when there is none, all due rows ranked, which then belong to
 * addresses served within the hour. SKIP LOCKED: a row someone else holds (an admin's retry, a finishing worker, a
 * reset link being renewed) is passed over, not waited on.
 */
async function nextRowOf(tx: Db, kind: EmailKind, moment: ClaimMoment): Promise<number | undefined> {
  const turns = turnsOf(kind, moment);
  const [firstTurn] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select m.id from ${emailMessages} m
      where ${dueRowsOf(kind, moment)} and ${turns.none}
      order by m.priority, m.next_attempt_at, m.id
      limit 1
      for update of m skip locked`),
  );
  if (firstTurn) return firstTurn.id;
  const [fewestTurns] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select m.id from ${emailMessages} m ${turns.join}
      where ${dueRowsOf(kind, moment)}
      order by ${turns.count}, m.priority, m.next_attempt_at, m.id
      limit 1
      for update of m skip locked`),
  );
  return fewestTurns?.id;
}

/** The id of the row that takes the slot, locked for the claim's transaction, or undefined when nothing is due. */
export async function nextInFairOrder(tx: Db, moment: ClaimMoment): Promise<number | undefined> {
  for (const kind of await kindsInTurn(tx, moment)) {
    const id = await nextRowOf(tx, kind, moment);
    if (id !== undefined) return id;
  }
  return undefined;
}
