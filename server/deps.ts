// What every service function is given: the app's shared dependencies, built once in app.ts and decorated on the
// app as `app.deps`, so that a test, a worker or a script can hand a service another database, store or provider.
//
// The shape every feature's service.ts follows (docs/decisions/0009):
//
//   export async function verbNoun(deps: Pick<ServiceDeps, 'db' | 'config'>, user: UserRow, payload: X): Promise<Y>
//
// - `deps` comes first, narrowed with Pick to what the function reads, so a caller passes only that (`{ db }`).
// - What belongs to the request (the user, the client's address key, the payload) comes after it, as plain values.
// - A lower-level helper that may run inside its caller's transaction takes a `db: Db` (which may be that
//   transaction) instead of `deps`: completePayment, createSession, activeRentalEnds.
// - Failures are domain errors (server/errors.ts), never HTTP statuses; a service never imports from plugins/.
import type Stripe from 'stripe';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { MediaStore } from './media/store.ts';
import type { ObjectStore } from './storage/object-store.ts';
import type { PaymentProvider } from './payments/provider.ts';

export interface PaymentsDeps {
  provider: PaymentProvider;
  /** Present when Stripe is on: its webhook's events are verified with this client and secret. */
  stripe?: { client: Stripe; webhookSecret: string };
}

export interface ServiceDeps {
  db: Db;
  config: Config;
  media: MediaStore;
  /** The private folder (server/storage/open.ts): films' sources, packages and captions, unfinished uploads. */
  films: ObjectStore;
  payments: PaymentsDeps;
}
