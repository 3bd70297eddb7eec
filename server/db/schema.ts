// The data model (docs/product.md#data). Money is integer cents; times are timestamptz.
import { sql } from 'drizzle-orm';
import { AUDIT_ACTIONS, AUDIT_SUBJECT_KINDS, type AuditChanges } from '../../common/admin-audit.ts';
import type { Credit, Laurel } from '../../common/catalogue.ts';
import { FILM_STATUSES } from '../../common/films.ts';
import { EMAIL_KINDS, EMAIL_STATUSES } from '../../common/newsletter-admin.ts';
import {
  bigint,
  bigserial,
  boolean,
  date,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    // A customer's rentals and spending (completed payments), kept by triggers on rentals and payments
    // (migration 0006): the admin's users list sorts by them with an index, at any number of customers.
    rentalCount: integer('rental_count').notNull().default(0),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    // When the viewer closed the account (docs/decisions/0024): its name, e-mail and password were erased then,
    // and the row stays only as the owner of the payments and rentals the studio keeps for its accounts.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
    // Admin search by name or e-mail, a substring anywhere (server/admin/customer-search.ts): trigrams keep it an
    // index scan at any size. The expression must match the search's exactly.
    index('users_search_trgm_idx').using('gin', sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`),
    // Admin sorts by customer name (docs/benchmarks.md): the rentals and payments lists order by "first last"
    // lowercased, the users list by first then last name; each expression must match its ORDER BY exactly.
    index('users_full_name_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id),
    index('users_rental_count_idx').on(t.rentalCount, t.id),
    index('users_spent_idx').on(t.spentCents, t.id),
    index('users_name_idx').on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the bearer token: a stolen database does not yield usable tokens.
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

// Failed logins (per account and address, per address, per account), registrations and sign-ups per address,
// counted for throttling. Kept in the database so that every app instance behind a load balancer sees the same
// counts.
export const authThrottleEvents = pgTable(
  'auth_throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope', {
      enum: [
        'login-account-ip',
        'login-ip',
        'login-account',
        'register-ip',
        'newsletter-ip',
        'password-reset-ip',
        'password-reset-account',
        'password-change-account',
        // Refused code checks (codes/throttle.ts): a code must not be guessable by trying (docs/product.md#offers).
        'code-check-account',
        'code-check-ip',
      ],
    }).notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_throttle_events_lookup_idx').on(t.scope, t.key, t.createdAt)],
);

// The addresses an account has logged in from (or registered from): when strangers have used up the account's
// hourly failures, these may still try (docs/decisions/0003).
export const loginTrustedAddresses = pgTable(
  'login_trusted_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ip] })],
);

// Stored addresses that migration 0002 could not normalise (docs/decisions/0008): two rows that become the same
// address, or one that is no longer acceptable at all. Listed at every start until an operator resolves them.
export const emailNormalizationConflicts = pgTable('email_normalization_conflicts', {
  id: serial('id').primaryKey(),
  tableName: text('table_name', { enum: ['users', 'newsletter_subscribers'] }).notNull(),
  rowId: integer('row_id').notNull(),
  email: text('email').notNull(),
  normalizedEmail: text('normalized_email').notNull(),
  reason: text('reason', { enum: ['collision', 'invalid'] }).notNull(),
  createdAt: createdAt(),
});

export const movies = pgTable(
  'movies',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    logline: text('logline').notNull().default(''),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    rentalDurationHours: integer('rental_duration_hours').notNull().default(24),
    durationMinutes: integer('duration_minutes'),
    thumbnailUrl: text('thumbnail_url'),
    posterUrl: text('poster_url'),
    videoUrl: text('video_url'),
    websiteUrl: text('website_url'),
    isActive: boolean('is_active').notNull().default(true),
    // The title page (docs/product.md#admin-movies, migration 0012). The backdrop is a stored image with WebP
    // variants; the trailer a YouTube link or a stored clip's /uploads/ address.
    backdropUrl: text('backdrop_url'),
    trailerUrl: text('trailer_url'),
    releaseYear: integer('release_year'),
    genres: text('genres').array().notNull().default(sql`'{}'`),
    certificate: text('certificate'),
    credits: jsonb('credits').$type<Credit[]>().notNull().default([]),
    laurels: jsonb('laurels').$type<Laurel[]>().notNull().default([]),
    isFeatured: boolean('is_featured').notNull().default(false),
    featuredOrder: integer('featured_order').notNull().default(0),
    // Premieres and windows (docs/product.md#premieres-and-windows, migration 0014): sold before the premiere and
    // watched from it on; a renter has start_window_days to press play, and the rental's hours run from then.
    premiereAt: timestamp('premiere_at', { withTimezone: true }),
    startWindowDays: integer('start_window_days'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('movies_price_check', sql`${t.priceCents} >= 0`),
    check('movies_rental_duration_check', sql`${t.rentalDurationHours} in (24, 48, 72, 168)`),
    check('movies_duration_check', sql`${t.durationMinutes} is null or ${t.durationMinutes} > 0`),
    // The first films were shot in 1888; beyond 2100 is a typo (the form says the same: common/admin-catalogue.ts).
    check('movies_release_year_check', sql`${t.releaseYear} is null or ${t.releaseYear} between 1888 and 2100`),
    check('movies_featured_order_check', sql`${t.featuredOrder} >= 0`),
    check('movies_start_window_check', sql`${t.startWindowDays} is null or ${t.startWindowDays} between 1 and 90`),
    index('movies_active_created_idx').on(t.isActive, t.createdAt),
    // The home page's featured films, in their order: only the few featured rows are indexed.
    index('movies_featured_idx').on(t.featuredOrder, t.id).where(sql`${t.isFeatured}`),
  ],
);

export const covers = pgTable(
  'covers',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    movieId: integer('movie_id').references(() => movies.id, { onDelete: 'set null' }),
    displayOrder: integer('display_order').notNull().default(0),
    coverImageUrl: text('cover_image_url'),
    isComingSoon: boolean('is_coming_soon').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('covers_display_order_check', sql`${t.displayOrder} >= 0`),
    index('covers_display_order_idx').on(t.displayOrder, t.id),
    index('covers_movie_id_idx').on(t.movieId),
  ],
);

// Backstage media belong to exactly one movie or one cover.
const ownedByMovieOrCover = (movieId: unknown, coverId: unknown) =>
  sql`(${movieId} is null) <> (${coverId} is null)`;

export const backstagePhotos = pgTable(
  'backstage_photos',
  {
    id: serial('id').primaryKey(),
    movieId: integer('movie_id').references(() => movies.id, { onDelete: 'cascade' }),
    coverId: integer('cover_id').references(() => covers.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    width: integer('width'),
    height: integer('height'),
    title: text('title'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    check('backstage_photos_owner_check', ownedByMovieOrCover(t.movieId, t.coverId)),
    index('backstage_photos_movie_idx').on(t.movieId, t.createdAt),
    index('backstage_photos_cover_idx').on(t.coverId, t.createdAt),
  ],
);

export const backstageVideos = pgTable(
  'backstage_videos',
  {
    id: serial('id').primaryKey(),
    movieId: integer('movie_id').references(() => movies.id, { onDelete: 'cascade' }),
    coverId: integer('cover_id').references(() => covers.id, { onDelete: 'cascade' }),
    videoUrl: text('video_url').notNull(),
    isYoutube: boolean('is_youtube').notNull().default(false),
    title: text('title'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    check('backstage_videos_owner_check', ownedByMovieOrCover(t.movieId, t.coverId)),
    index('backstage_videos_movie_idx').on(t.movieId, t.createdAt),
    index('backstage_videos_cover_idx').on(t.coverId, t.createdAt),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // The film bought, or null for a bundle's payment (bundle_id): exactly one of the two.
    movieId: integer('movie_id').references(() => movies.id, { onDelete: 'restrict' }),
    // What was charged: the price (a bundle's less what its viewer already paid for its films) less the code's discount.
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    // Snapshot at checkout: a later price or duration change does not alter what was bought. Null for a bundle, whose
    // films each keep their own hours and window when their rentals are granted (docs/product.md#offers).
    rentalDurationHours: integer('rental_duration_hours'),
    // The window to start bought at checkout (days), null when the film had none.
    startWindowDays: integer('start_window_days'),
    status: text('status', { enum: ['pending', 'completed', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    // 'free': a film priced at 0, granted at once without a checkout (payments/checkout.ts).
    provider: text('provider', { enum: ['sandbox', 'stripe', 'free'] }).notNull(),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    paymentIntentId: text('payment_intent_id'),
    // Why the payment bought no rental, as a state code decisions read (the words for people are in
    // common/messages/). 'duplicate' on a pending payment: paid for a movie its viewer was already renting, and
    // owed back; refunded once the provider has given the money back (payments/owed-refunds.ts).
    // 'code_used_up': its code's last use went to another payment first; like 'duplicate', pending while the money is owed back.
    failureCode: text('failure_code', { enum: ['card_declined', 'duplicate', 'already_rented', 'provider_failed', 'expired', 'code_used_up'] }),
    // Offers (docs/product.md#offers): the code applied and what it took off; the bundle bought. A gift is a row of gifts.
    codeId: integer('code_id').references(() => promoCodes.id, { onDelete: 'restrict' }),
    discountCents: integer('discount_cents').notNull().default(0),
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'restrict' }),
    // Where the buyer's visit came from and their country at checkout (docs/product.md#filmmaker-insight): the
    // source's label ('newsletter', 'festival.example', 'direct', 'private') and two letters ('' unknown); null for a
    // payment made before insight was kept. Never the address itself.
    source: text('source'),
    country: text('country'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    // The administrator who gave the money back; null for a refund Stripe reported (made in its dashboard).
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amountCents} >= 0`),
    check('payments_status_check', sql`${t.status} in ('pending', 'completed', 'failed', 'refunded')`),
    check('payments_rental_duration_check', sql`${t.rentalDurationHours} in (24, 48, 72, 168)`),
    check(
      'payments_failure_code_check',
      sql`${t.failureCode} in ('card_declined', 'duplicate', 'already_rented', 'provider_failed', 'expired', 'code_used_up')`,
    ),
    check('payments_item_check', sql`(${t.movieId} is null) <> (${t.bundleId} is null)`),
    check('payments_film_duration_check', sql`${t.movieId} is null or ${t.rentalDurationHours} is not null`),
    check('payments_discount_check', sql`${t.discountCents} >= 0`),
    // A code's uses are its completed payments, counted under its row lock (codes/redemption.ts): all, and one viewer's.
    index('payments_code_completed_idx').on(t.codeId, t.userId).where(sql`${t.codeId} is not null and ${t.status} = 'completed'`),
    index('payments_bundle_idx').on(t.bundleId, t.id).where(sql`${t.bundleId} is not null`),
    index('payments_created_at_idx').on(t.createdAt),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_user_idx').on(t.userId, t.createdAt),
    // A movie's payments in id order: the admin list sorted by movie title reads each film's rows from it.
    index('payments_movie_idx').on(t.movieId, t.id),
    index('payments_payment_intent_idx').on(t.paymentIntentId),
    // Deleting a user checks who refunded what: without this, one sequential scan of payments per user deleted.
    index('payments_refunded_by_idx').on(t.refundedBy).where(sql`${t.refundedBy} is not null`),
    // Admin payments sorted by amount or status, ties by id (docs/benchmarks.md).
    index('payments_amount_idx').on(t.amountCents, t.id),
    index('payments_status_id_idx').on(t.status, t.id),
    // Revenue is the sum of completed payments: read from these alone (index-only) by day (insights) and by movie
    // (top movies). A customer's spending is a column of users (migration 0006), so it needs no index here.
    index('payments_completed_created_idx').on(t.createdAt, t.amountCents).where(sql`${t.status} = 'completed'`),
    index('payments_completed_movie_idx').on(t.movieId, t.amountCents).where(sql`${t.status} = 'completed'`),
  ],
);

export const rentals = pgTable(
  'rentals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'restrict' }),
    // One rental per payment and film (a bundle's payment has one per film): fulfilment is idempotent by constraint.
    // A gift's rentals belong to whoever redeemed it (user_id), not to its payment's buyer.
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    checkoutSessionId: text('checkout_session_id').notNull(),
    // When the rental was granted (its payment). Its clock (docs/product.md#premieres-and-windows) runs to rental_end:
    // from the grant, from the film's premiere, or from the first play for a film with a window to start, when
    // rental_end stays null until then and starts_by is the last moment to press play. State is worked out when
    // read (rentals/rental-state.ts), on the database's clock.
    rentalStart: timestamp('rental_start', { withTimezone: true }).notNull(),
    rentalEnd: timestamp('rental_end', { withTimezone: true }),
    rentalDurationHours: integer('rental_duration_hours').notNull(),
    startsBy: timestamp('starts_by', { withTimezone: true }),
    // A pre-order's premiere, moved with the film's while it is ahead; null once bought after the premiere.
    premiereAt: timestamp('premiere_at', { withTimezone: true }),
    firstPlayedAt: timestamp('first_played_at', { withTimezone: true }),
    // The furthest completion mark its viewer reached (0, 25, 50, 75 or 95 % of the film): each mark is counted once
    // per rental (insights/watching.ts), under this row's lock.
    furthestMark: smallint('furthest_mark').notNull().default(0),
    amountPaidCents: integer('amount_paid_cents').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('rentals_period_check', sql`${t.rentalEnd} is null or ${t.rentalEnd} > ${t.rentalStart}`),
    // A rental has a running (or scheduled) clock, or a last moment to start it.
    check('rentals_clock_check', sql`${t.rentalEnd} is not null or ${t.startsBy} is not null`),
    check('rentals_duration_check', sql`${t.rentalDurationHours} in (24, 48, 72, 168)`),
    check('rentals_furthest_mark_check', sql`${t.furthestMark} in (0, 25, 50, 75, 95)`),
    uniqueIndex('rentals_payment_movie_unique').on(t.paymentId, t.movieId),
    index('rentals_checkout_session_idx').on(t.checkoutSessionId),
    index('rentals_user_movie_idx').on(t.userId, t.movieId, t.rentalEnd),
    // A movie's rentals in id order: the admin list sorted by movie title reads each film's rows from it.
    index('rentals_movie_idx').on(t.movieId, t.id),
    index('rentals_created_at_idx').on(t.createdAt),
    index('rentals_rental_end_idx').on(t.rentalEnd),
    // Held rentals (rentals/rental-state.ts rentalIsHeld): active, and held until the clock's end or, before it runs,
    // starts_by. The expression must match rentalIsHeld's exactly.
    index('rentals_held_until_idx').on(t.isActive, sql`coalesce(${t.rentalEnd}, ${t.startsBy})`),
    // Admin rentals sorted by start or amount, ties by id; rentals per day (insights) read by start.
    index('rentals_rental_start_idx').on(t.rentalStart, t.id),
    index('rentals_amount_idx').on(t.amountPaidCents, t.id),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_user_movie_key').on(t.userId, t.movieId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_check', sql`char_length(${t.comment}) between 10 and 1000`),
    index('reviews_movie_created_idx').on(t.movieId, t.createdAt),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    // Secret in each newsletter's unsubscribe link.
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_lower_key').on(sql`lower(${t.email})`),
    index('newsletter_subscribers_active_idx').on(t.isActive, t.subscribedAt),
    index('newsletter_subscribers_subscribed_at_idx').on(t.subscribedAt),
    // The admin list's search: any part of the address.
    index('newsletter_subscribers_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

// The e-mail log doubles as the durable outbox (docs/decisions/0014): a row is written in the transaction that
// causes the e-mail, claimed by one worker, sent, and updated. To the outside a row is pending, sent or failed;
// a claimed row is still pending.
export const emailMessages = pgTable(
  'email_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    // The kind's number in the due index (server/mail/outbox.ts PRIORITY_BY_KIND); kinds take turns, whatever it is.
    priority: smallint('priority').notNull().default(2),
    recipientEmail: text('recipient_email').notNull(),
    subject: text('subject').notNull(),
    // The body as written (newsletter) or composed (transactional): plain text, or HTML when is_html. The
    // studio's layout, the plain-text part and the unsubscribe link are added when it is sent.
    message: text('message').notNull(),
    isHtml: boolean('is_html').notNull().default(false),
    subscriberId: integer('subscriber_id').references(() => newsletterSubscribers.id, { onDelete: 'set null' }),
    // A rental's e-mail (receipt, reminders, "Now showing", an extension's news): re-checked just before sending
    // (refunded, started or ended: not sent).
    rentalId: integer('rental_id').references(() => rentals.id, { onDelete: 'set null' }),
    // At most one row per key ('receipt:<rental>', 'reminder:<rental>', 'start-reminder:<rental>', 'now-showing:<rental>',
    // 'extended:<rental>:<starts_by ISO>'): fulfilment may run twice, once counts.
    dedupeKey: text('dedupe_key').unique(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    errorMessage: text('error_message'),
    // Not before this time: a reminder's moment, or the backoff after a temporary failure.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // Not after this time: a reminder after its rental's end, a reset link after its expiry, is failed instead.
    sendBefore: timestamp('send_before', { withTimezone: true }),
    // Set while a worker sends the row; a claim older than the claim timeout belonged to a worker that died.
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimId: text('claim_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('email_messages_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('email_messages_priority_check', sql`${t.priority} between 0 and 9`),
    index('email_messages_created_at_idx').on(t.createdAt, t.id),
    // The worker's next row: pending rows only, in the order they leave.
    index('email_messages_due_idx')
      .on(t.priority, t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // The log filtered by status, newest first.
    index('email_messages_status_created_idx').on(t.status, t.createdAt, t.id),
    index('email_messages_sent_at_idx').on(t.sentAt),
  ],
);

// One row (id 1): when the last e-mail was handed to a transport, by any instance. Locked while a worker claims
// a row, so that two instances on one database keep the spacing together, and kept across restarts.
export const emailOutboxState = pgTable(
  'email_outbox_state',
  {
    id: smallint('id').primaryKey().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [check('email_outbox_state_single_row', sql`${t.id} = 1`)],
);

// Forgotten passwords: the link's token is stored as its SHA-256 (like sessions), valid for an hour, used once.
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

// Payment-provider events already handled: each event id is processed once. The payment intent lets a
// refund that arrives before its payment's completion be found when the completion comes.
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    type: text('type').notNull(),
    paymentIntentId: text('payment_intent_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_intent_idx').on(t.paymentIntentId, t.type)],
);

// A movie's self-hosted film (docs/decisions/0015-self-hosted-films.md). One row per movie, both the film and its
// packaging job (like the e-mail outbox): an upload sets status 'queued' with its source; one worker per instance
// claims a queued row atomically (claim_id, claimed_at refreshed as it works) and packages it to HLS; a claim whose
// heartbeat stopped belonged to a dead worker and is taken over. package_dir and key_hex describe the package
// that streams now: a replacement being packaged keeps the previous package playing until it is ready.
export const films = pgTable(
  'films',
  {
    movieId: integer('movie_id')
      .primaryKey()
      .references(() => movies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: FILM_STATUSES }).notNull(),
    /** The uploaded file waiting for (or in) packaging, relative to the private media root; null once packaged. */
    sourcePath: text('source_path'),
    sourceName: text('source_name'),
    sourceBytes: bigint('source_bytes', { mode: 'number' }),
    progress: smallint('progress').notNull().default(0),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    claimId: text('claim_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The package streaming now, relative to the private media root (films/<movie>/<package>), and its AES-128 key. */
    packageDir: text('package_dir'),
    keyHex: text('key_hex'),
    /** [{width, height, bandwidth, codecs}] of the package, lowest first: the master playlist is written from it. */
    renditions: jsonb('renditions').$type<FilmRendition[]>().notNull().default([]),
    durationSeconds: integer('duration_seconds'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('films_status_check', sql`${t.status} in ('queued', 'processing', 'ready', 'failed')`),
    check('films_progress_check', sql`${t.progress} between 0 and 100`),
    check('films_package_check', sql`(${t.packageDir} is null) = (${t.keyHex} is null)`),
    index('films_queue_idx').on(t.status, t.updatedAt),
  ],
);

export interface FilmRendition {
  width: number;
  height: number;
  /** Peak bits per second (video + audio), for the master playlist's BANDWIDTH. */
  bandwidth: number;
  /** RFC 6381 codecs, e.g. 'avc1.4d401f,mp4a.40.2'. */
  codecs: string;
}

// Captions of a film, one file per language (WebVTT; SRT is converted on upload), in the private media root.
export const filmCaptions = pgTable(
  'film_captions',
  {
    id: serial('id').primaryKey(),
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    label: text('label').notNull(),
    /** Relative to the private media root. */
    filePath: text('file_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('film_captions_movie_language_key').on(t.movieId, t.language)],
);

// Where each viewer stopped in each movie: 'Resume from 42:10'.
export const watchProgress = pgTable(
  'watch_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.movieId] }), check('watch_progress_position_check', sql`${t.positionSeconds} >= 0`)],
);

// Secrets the app makes itself on first start and every instance shares through the database (the HMAC key of
// streaming tokens): nothing to configure, and a restart does not invalidate links in flight.
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// The admin audit log (docs/product.md#admin-audit): one row per admin write, inserted in that write's own
// transaction. The actor's e-mail is copied as it was then; actor_id goes null if the account row is ever removed.
// `changes` holds the changed fields {before, after} (never secrets, file bytes or a newsletter's body).
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    subjectKind: text('subject_kind', { enum: AUDIT_SUBJECT_KINDS }).notNull(),
    subjectId: text('subject_id'),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
  },
  (t) => [
    // The list, newest first (ORDER BY created_at DESC, id DESC, whose nulls come first); filtered by action or by
    // admin, each along its own index.
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_action_created_idx').on(t.action, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

// ---- Offers (docs/product.md#offers): codes, bundles and gifts ----

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    // Upper case, A–Z and 2–9 (common/offers.ts): what a viewer types is upper-cased before it is looked up.
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['percent', 'amount', 'free'] }).notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    // Null: no limit. Uses are completed payments with the code (a refund gives its use back).
    maxRedemptions: integer('max_redemptions'),
    perViewer: integer('per_viewer'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    // A screener: only the account with this e-mail (normalised as accounts' are) may use it, and its plays are logged.
    email: text('email'),
    // The codes made together by one request with `count` (single-use each), exported together as CSV.
    batchId: text('batch_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promo_codes_code_check', sql`${t.code} ~ '^[A-Z2-9]{4,32}$'`),
    check(
      'promo_codes_value_check',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.amountOffCents} is null)
        or (${t.kind} = 'amount' and ${t.amountOffCents} > 0 and ${t.percentOff} is null)
        or (${t.kind} = 'free' and ${t.percentOff} is null and ${t.amountOffCents} is null)`,
    ),
    check('promo_codes_limits_check', sql`coalesce(${t.maxRedemptions}, 1) >= 1 and coalesce(${t.perViewer}, 1) >= 1`),
    check('promo_codes_dates_check', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    index('promo_codes_created_idx').on(t.createdAt, t.id),
    index('promo_codes_batch_idx').on(t.batchId).where(sql`${t.batchId} is not null`),
    // Deleting an administrator sets created_by to null: found by this, not by a scan of every code.
    index('promo_codes_created_by_idx').on(t.createdBy).where(sql`${t.createdBy} is not null`),
  ],
);

/** The films a code is limited to; none: every film. */
export const promoCodeMovies = pgTable(
  'promo_code_movies',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.movieId] }), index('promo_code_movies_movie_idx').on(t.movieId)],
);

export const bundles = pgTable(
  'bundles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('bundles_price_check', sql`${t.priceCents} >= 0`), index('bundles_created_idx').on(t.createdAt, t.id)],
);

export const bundleMovies = pgTable(
  'bundle_movies',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'restrict' }),
    // The films' order on the bundle's page, from 0.
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.movieId] }), index('bundle_movies_movie_idx').on(t.movieId)],
);

/**
 * A rental bought for someone else: its payment's buyer gets no rental; whoever redeems the link gets the payment's
 * rentals, their clocks starting then. State is worked out when read (gifts/service.ts): cancelled, redeemed, sent once
 * paid and its delivery time reached, else pending.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    // Url-safe and unguessable: the redemption link is PUBLIC_URL/gift/{token}.
    token: text('token').notNull().unique(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message'),
    // Null: sent once paid.
    deliverAt: timestamp('deliver_at', { withTimezone: true }),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    // Its payment was refunded before it was redeemed.
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('gifts_redeemed_by_idx').on(t.redeemedBy).where(sql`${t.redeemedBy} is not null`)],
);

/** Every play of a film rented with a screener code (a code with an e-mail): who, what, when. */
export const screenerPlays = pgTable(
  'screener_plays',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
    rentalId: integer('rental_id').references(() => rentals.id, { onDelete: 'set null' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('screener_plays_code_idx').on(t.codeId, t.playedAt),
    // Deleting a rental or closing an account sets these to null: without an index, a scan of every play per row.
    index('screener_plays_rental_idx').on(t.rentalId).where(sql`${t.rentalId} is not null`),
    index('screener_plays_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
  ],
);

// ---- Filmmaker insight (docs/product.md#filmmaker-insight, docs/decisions/0034-first-party-insight.md) ----

/**
 * What happened, one row each, appended and never changed: the browser's page views, trailer plays and checkout
 * starts (POST /api/events), and what the server saw itself: payments and refunds (per film, with the film's share),
 * first plays ('start'), completion marks reached ('mark') and seconds played ('watch'). Rolled up into
 * insight_daily by the rollup job; rows older than EVENTS_RETENTION_DAYS are removed. No address is ever stored:
 * `visitor` is a hash salted with a key of the day that is itself thrown away (insights/visitors.ts).
 * No foreign keys: the table takes inserts at the rate of page views, and its rows outlive nothing they name.
 */
export const INSIGHT_EVENT_TYPES = ['page_view', 'trailer_play', 'checkout_start', 'payment', 'refund', 'start', 'mark', 'watch'] as const;
export const insightEvents = pgTable(
  'insight_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type', { enum: INSIGHT_EVENT_TYPES }).notNull(),
    movieId: integer('movie_id').notNull(),
    visitor: text('visitor'),
    source: text('source').notNull(),
    country: text('country').notNull().default(''),
    paymentId: integer('payment_id'),
    rentalId: integer('rental_id'),
    /** A 'mark' event's mark: 25, 50, 75 or 95. */
    mark: smallint('mark'),
    /** A payment's share for this film, or a refund's (positive: it is subtracted). */
    amountCents: integer('amount_cents').notNull().default(0),
    /** A 'watch' event's seconds played. */
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [
    check('insight_events_type_check', sql`${t.type} in ('page_view', 'trailer_play', 'checkout_start', 'payment', 'refund', 'start', 'mark', 'watch')`),
    // The rollup reads a day's rows by time; the retention removes the oldest by it.
    index('insight_events_occurred_idx').on(t.occurredAt),
    // A refund gives back the shares its payment's events recorded.
    index('insight_events_payment_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
  ],
);

/**
 * The figures per day (in the studio's TIMEZONE), film, source and country, worked out again from insight_events for
 * each day that can still change (insights/rollup.ts). movie_id 0 holds the whole catalogue: its visits are visitors
 * of any film page, and its payments distinct payments (a bundle's is one).
 */
export const insightDaily = pgTable(
  'insight_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    movieId: integer('movie_id').notNull(),
    source: text('source').notNull(),
    country: text('country').notNull(),
    pageViews: integer('page_views').notNull().default(0),
    visits: integer('visits').notNull().default(0),
    trailerPlays: integer('trailer_plays').notNull().default(0),
    checkouts: integer('checkouts').notNull().default(0),
    payments: integer('payments').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    starts: integer('starts').notNull().default(0),
    p25: integer('p25').notNull().default(0),
    p50: integer('p50').notNull().default(0),
    p75: integer('p75').notNull().default(0),
    p95: integer('p95').notNull().default(0),
    watchedSeconds: bigint('watched_seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // A film's (or the catalogue's) days in a period are one range of this key.
    primaryKey({ columns: [t.movieId, t.day, t.source, t.country] }),
    // Its sources and countries over a period read from this index alone (index-only): two years of the catalogue's
    // sources in tens of milliseconds rather than a scan of the table (docs/benchmarks.md).
    index('insight_daily_sources_idx').on(t.movieId, t.day, t.source, t.country, t.visits, t.payments, t.revenueCents),
    // The rollup works a day out again: its rows are found by day, across films.
    index('insight_daily_day_idx').on(t.day),
  ],
);

/** The rollup's one row: the moment its last run counted up to. Locked by a run, so that instances take turns. */
export const insightRollup = pgTable('insight_rollup', {
  id: integer('id').primaryKey().default(1),
  rolledThrough: timestamp('rolled_through', { withTimezone: true }),
});

/** The key of each day that visitors' hashes are salted with; a day's is deleted once the day is over. */
export const insightSalts = pgTable('insight_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
