// Entry point: read config, open and migrate the database, bootstrap the admin, seed, start the e-mail and film
// packaging workers, listen; stop cleanly.
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { deleteExpiredSessions } from './auth/sessions.ts';
import { describeEmailConflicts } from './auth/email-conflicts.ts';
import { upsertAdmin } from './auth/service.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { databaseOptionsFrom, openDatabase } from './db/client.ts';
import { isCatalogueEmpty, seedDemoCatalogue } from './db/seed/seed.ts';
import { filmStorageOf } from './films/storage.ts';
import { startFilmWorker } from './films/worker.ts';
import { createMailTransport } from './mail/transport.ts';
import { startEmailWorker } from './mail/worker.ts';
import { createLocalMediaStore } from './media/store.ts';
import { webDistDir } from './paths.ts';

const HOUR_MS = 3_600_000;

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfigOrExit();
  const database = await openDatabase(databaseOptionsFrom(config));
  await database.migrate();
  const media = createLocalMediaStore(join(config.dataDir, 'media'));

  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    media,
    webRoot: webDistDir,
    logger: { level: config.logLevel },
  });

  // Only with PAYMENTS=sandbox (config.ts refuses it otherwise); still worth a line in every start-up log.
  if (config.sandboxCheckoutInProduction) {
    app.log.warn('STRIPE_SECRET_KEY is not set: payments use the built-in sandbox checkout, so rentals are free.');
  }
  const emailConflicts = await describeEmailConflicts(database.db);
  if (emailConflicts.length > 0) {
    app.log.warn(
      `Stored e-mail addresses that need a person (merge or change them, then delete their rows from email_normalization_conflicts):\n  ${emailConflicts.join('\n  ')}`,
    );
  }
  if (config.admin) {
    const { outcome } = await upsertAdmin(app.deps, config.admin);
    app.log.info(`Administrator ${config.admin.email} ${outcome} from ADMIN_EMAIL.`);
  }
  if (config.seedDemo && (await isCatalogueEmpty(database.db))) {
    await seedDemoCatalogue(database.db, media, filmStorageOf(config));
    app.log.info('Seeded the demo catalogue.');
  }

  const mailTransport = createMailTransport(config);
  const spacing = `one e-mail every ${config.emailMinIntervalMs / 1000} s at most`;
  app.log.info(
    mailTransport.kind === 'smtp'
      ? `E-mail is sent through SMTP_URL, ${spacing}.`
      : `SMTP_URL is not set: e-mails are written to ${join(config.dataDir, 'mail')} instead, ${spacing}.`,
  );
  const emailWorker = startEmailWorker({ db: database.db, config, transport: mailTransport, log: app.log });
  const filmWorker = startFilmWorker({ db: database.db, config, log: app.log });

  const sessionSweep = setInterval(() => {
    deleteExpiredSessions(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'));
  }, HOUR_MS);
  sessionSweep.unref();

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info(`${signal} received: finishing requests and closing.`);
    clearInterval(sessionSweep);
    // The workers first, while the database is still open: the e-mail in flight is finished (or given up on);
    // ffmpeg is killed at once, its film claimed again by the next instance to start.
    await Promise.all([filmWorker.stop(), emailWorker.stop()]);
    await mailTransport.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Ember Lane Studios is up at ${config.publicUrl} (database: ${database.kind}).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
