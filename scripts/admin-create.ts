// `npm run admin:create -- --email E --password P [--first-name F --last-name L]`: create an administrator,
// or promote an existing account and set its password. Uses the same DATA_DIR / DATABASE_URL as the server;
// with the embedded database, stop the server first (one process at a time can open it).
import { parseArgs } from 'node:util';
import { emailSchema, newPasswordSchema } from '../common/auth.ts';
import { serverMessages } from '../common/messages.ts';
import { isCommonPasswordFor } from '../server/auth/common-passwords.ts';
import { upsertAdmin } from '../server/auth/service.ts';
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
const password = newPasswordSchema
  .refine(
    (value) => !isCommonPasswordFor(value, { email: email.data ?? '', firstName: values['first-name'], lastName: values['last-name'] }),
    serverMessages.passwordTooCommon,
  )
  .safeParse(values.password ?? '');
if (!email.success || !password.success) {
  const problems = [email.error?.issues[0]?.message, password.error?.issues[0]?.message].filter(Boolean);
  console.error(`Usage: npm run admin:create -- --email E --password P\n${problems.join('\n')}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(databaseOptionsFrom(config));
try {
  await database.migrate();
  const { outcome } = await upsertAdmin({ db: database.db }, {
    email: email.data,
    password: password.data,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  const done = { created: 'created', updated: 'promoted and password updated', unchanged: 'already set up: nothing changed' };
  console.info(`Administrator ${email.data} ${done[outcome]}.`);
} finally {
  await database.close();
}
