// Keys every instance shares through the app_secrets table (a stream token's HMAC key, the newsletter
// confirmation's sealing key): made by whichever instance needs one first, then read by all.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appSecrets } from './schema.ts';

const KEY_BYTES = 32;

const keysByDatabase = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/** Reads the key, making it first if no instance has yet: the insert that loses a race changes nothing. */
async function loadKey(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(KEY_BYTES).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row || !/^[0-9a-f]{64}$/.test(row.value)) throw new Error(`app_secrets '${name}' is missing or not 32 bytes of hex`);
  return Buffer.from(row.value, 'hex');
}

/** The 32-byte key named `name`, read once per database and kept in memory (a failed read is tried again). */
export function sharedKey(db: Db, name: string): Promise<Buffer> {
  let keys = keysByDatabase.get(db);
  if (!keys) keysByDatabase.set(db, (keys = new Map()));
  let key = keys.get(name);
  if (!key) {
    key = loadKey(db, name);
    keys.set(name, key);
    key.catch(() => keys.delete(name));
  }
  return key;
}
