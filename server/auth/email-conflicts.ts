// Stored addresses that could not be brought into the normal form of common/email.ts (migration 0002): two
// accounts (or two subscribers) that are the same address once normalised, or an address the rule now refuses.
// They are never merged by a machine: a person decides, and until then every start says so.
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailNormalizationConflicts } from '../db/schema.ts';

export async function describeEmailConflicts(db: Db): Promise<string[]> {
  const rows = await db.select().from(emailNormalizationConflicts).orderBy(asc(emailNormalizationConflicts.id));
  return rows.map((row) => {
    const what = row.reason === 'collision' ? `is the same address as another row once normalised (${JSON.stringify(row.normalizedEmail)})` : 'is not an acceptable address';
    return `${row.tableName} #${row.rowId} ${JSON.stringify(row.email)} ${what}`;
  });
}
