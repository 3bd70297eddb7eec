// `npm run admin:create -- --email E --password P [--first-name F --last-name L]`: create an administrator,
// or promote an existing account, and set its password. The way to reset an administrator's password on purpose:
// ADMIN_PASSWORD at start never does (docs/decisions/0008). Uses the same DATA_DIR / DATABASE_URL as the server;
// with the embedded database, stop the server first (one process at a time can open it).
import { parseArgs } from 'node:util';
import { emailSchema, newPasswordSchema, registerSchema } from '../common/auth.ts';
import { serverMessages } from '../common/messages/server.ts';
import { isCommonPasswordFor } from '../server/auth/common-passwords.ts';
import { upsertAdmin, type AdminUpsertOutcome } from '../server/auth/service.ts';
import { loadConfig } from '../server/config.ts';
import { databaseOptionsFrom, openDatabase } from '../server/db/client.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});

const email = emailSchema.safeParse(values.email ?? '');
// Names as registration takes them: invisible direction controls dropped, control characters refused.
const names = registerSchema
  .pick({ firstName: true, lastName: true })
  .partial()
  .safeParse({ firstName: values['first-name'], lastName: values['last-name'] });
const password = newPasswordSchema
  .refine(
    (value) => !isCommonPasswordFor(value, { email: email.data ?? '', ...names.data }),
    serverMessages.passwordTooCommon,
  )
  .safeParse(values.password ?? '');
if (!email.success || !names.success || !password.success) {
  const problems = [email, names, password].map((result) => result.error?.issues[0]?.message).filter(Boolean);
  console.error(`Usage: npm run admin:create -- --email E --password P [--first-name F --last-name L]\n${problems.join('\n')}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(databaseOptionsFrom(config));
try {
  await database.migrate();
  const { outcome } = await upsertAdmin({ db: database.db }, {
    email: email.data,
    password: password.data,
    ...names.data,
  });
  const done: Record<AdminUpsertOutcome, string> = {
    created: 'created',
    updated: 'promoted or given this password (its sessions ended)',
    unchanged: 'already set up: nothing changed',
    'password-differs': 'left as it is', // only with keepAdminPassword, which admin:create does not ask for
  };
  console.info(`Administrator ${email.data} ${done[outcome]}.`);
} finally {
  await database.close();
}
