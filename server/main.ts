// Entry point: read config, open the database, build the app, then (waiting for the database if it is away, under
// the start-up lock) migrate, bootstrap the admin and seed; start the e-mail, film packaging and insight workers, listen;
// on SIGTERM stop being ready, finish what is in flight and exit 0 (docs/decisions/0020).
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { deleteExpiredSessions } from './auth/sessions.ts';
import { describeEmailConflicts } from './auth/email-conflicts.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { databaseOptionsFrom, describeDatabaseError, openDatabase } from './db/client.ts';
import { isCatalogueEmpty, seedDemoCatalogue } from './seed/seed.ts';
import { startFilmWorker, type FilmWorker } from './films/worker.ts';
import { startInsightWorker } from './insights/worker.ts';
import type { WorkerLoop } from './jobs/worker-loop.ts';
import { closeAppWithin, DRAIN_LIMIT_MS, within } from './lifecycle/shutdown.ts';
import { applyAdminFromEnvironment, untilDatabaseAnswers } from './lifecycle/startup.ts';
import { createMailTransport, type MailTransport } from './mail/transport.ts';
import { startEmailWorker, type EmailWorker } from './mail/worker.ts';
import { webDistDir } from './paths.ts';
import { openStores } from './storage/open.ts';

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
  // The pool reports connections it loses (a database restart) here; to the app's log once there is one.
  const built: { app?: FastifyInstance } = {};
  const databaseLog = {
    warn: (details: object, message: string) => (built.app ? built.app.log.warn(details, message) : console.warn(message, details)),
  };
  const database = await openDatabase(databaseOptionsFrom(config, { log: databaseLog }));
  const { media, films } = await openStores(config);

  // Built before the database is known to answer (nothing in it queries while it is built; the public cache's
  // listener keeps trying on its own), so that the waits below are logged like everything else.
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    media,
    films,
    webRoot: webDistDir,
    logger: { level: config.logLevel },
  });
  built.app = app;
  const log = app.log;
  // Before listen: it closes with the app. Nothing, not even its code, without METRICS_PORT (docs/decisions/0021).
  if (config.metricsPort !== undefined) {
    const { startMetrics } = await import('./metrics/start.ts');
    await startMetrics(app, { poolStats: () => database.poolStats() });
  }

  // SIGTERM (a deploy, a scale-down) or SIGINT: not ready any more at once, the requests in flight finished
  // (bounded), the workers' items finished or put back, then exit 0. During start-up it ends the wait instead.
  const starting = new AbortController();
  let stopping: Promise<void> | undefined;
  const running: {
    workers?: { email: EmailWorker; film: FilmWorker; insight: WorkerLoop; mailTransport: MailTransport; sessionSweep: NodeJS.Timeout };
  } = {};
  const stop = (signal: string) => {
    stopping ??= (async () => {
      app.readiness.startDraining();
      log.info(`${signal} received: not ready any more; finishing the requests in flight and closing.`);
      starting.abort(new Error(`${signal} during start-up`));
      const { workers } = running;
      if (workers) clearInterval(workers.sessionSweep);
      // The workers while the database is still open: the e-mail in flight is finished (or given up on), ffmpeg is
      // killed and its film put back in the queue. The requests in flight meanwhile, at most DRAIN_LIMIT_MS.
      await Promise.all([workers?.film.stop(), workers?.email.stop(), workers?.insight.stop(), closeAppWithin(app, DRAIN_LIMIT_MS)]);
      await workers?.mailTransport.close();
      // A connection never handed back (a request cut off mid-query) must not keep the process alive.
      await within(database.close(), 5_000);
      log.info('Stopped.');
      process.exit(0);
    })().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  // Only with PAYMENTS=sandbox (config.ts refuses it otherwise); still worth a line in every start-up log.
  if (config.sandboxCheckoutInProduction) {
    log.warn('STRIPE_SECRET_KEY is not set: payments use the built-in sandbox checkout, so rentals are free.');
  }

  // Migrations, the administrator and the demo catalogue under one lock: instances started together on one
  // database take turns, so exactly one seeds and none trips over another's half-done work. A database that is
  // not answering yet is waited for (docs/decisions/0020).
  try {
    await untilDatabaseAnswers(
      () =>
        database.withStartupLock(async () => {
          await database.migrate();
          if (config.admin) await applyAdminFromEnvironment(app.deps, config.admin, log);
          if (config.seedDemo && (await isCatalogueEmpty(database.db))) {
            await seedDemoCatalogue(database.db, media, films);
            log.info('Seeded the demo catalogue.');
          }
        }),
      { log, what: 'migrating and seeding', signal: starting.signal },
    );
    const emailConflicts = await untilDatabaseAnswers(() => describeEmailConflicts(database.db), { log, what: 'reading', signal: starting.signal });
    if (emailConflicts.length > 0) {
      log.warn(
        `Stored e-mail addresses that need a person (merge or change them, then delete their rows from email_normalization_conflicts):\n  ${emailConflicts.join('\n  ')}`,
      );
    }
  } catch (error) {
    if (starting.signal.aborted) return; // stop() is closing
    throw error;
  }
  if (stopping) return; // SIGTERM as start-up finished: nothing more to start

  const mailTransport = createMailTransport(config);
  const spacing = `one e-mail every ${config.emailMinIntervalMs / 1000} s at most`;
  log.info(
    mailTransport.kind === 'smtp'
      ? `E-mail is sent through SMTP_URL, ${spacing}.`
      : `SMTP_URL is not set: e-mails are written to ${join(config.dataDir, 'mail')} instead, ${spacing}.`,
  );
  const emailWorker = startEmailWorker({ db: database.db, config, transport: mailTransport, log });
  const filmWorker = startFilmWorker({ db: database.db, films, config, log });
  const insightWorker = startInsightWorker({ db: database.db, config, log });

  const sessionSweep = setInterval(() => {
    deleteExpiredSessions(database.db).catch((error: unknown) => log.warn({ reason: describeDatabaseError(error) }, 'session sweep failed'));
  }, HOUR_MS);
  sessionSweep.unref();
  running.workers = { email: emailWorker, film: filmWorker, insight: insightWorker, mailTransport, sessionSweep };

  await app.listen({ port: config.port, host: config.host });
  const files = config.objectStore ? `the bucket ${config.objectStore.bucket}` : config.dataDir;
  log.info(`Ember Lane Studios is up at ${config.publicUrl} (database: ${database.kind}; files: ${files}).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
