// Environment -> typed config. Start-up fails with every bad variable named (docs/architecture.md#configuration).
// The variables and their rules: config/env-schema.ts; the shape the app reads: config/settings.ts.
import { resolve } from 'node:path';
import { PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '../common/constants.ts';
import { envSchema } from './config/env-schema.ts';
import type { Config } from './config/settings.ts';
import { isLiveSite, isProduction } from './config/values.ts';

export type { Config, ObjectStoreSettings, RequestLogSettings, UploadLimits } from './config/settings.ts';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

// An empty variable counts as unset, as in most shells' `VAR= npm start`.
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // As the URL parser spells it ('HTTPS:studio.example/' is https://studio.example), so that HSTS, canonical
    // addresses and redirects all start the same way.
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).href.replace(/\/+$/, ''),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    newsletterDoubleOptIn: e.NEWSLETTER_DOUBLE_OPT_IN,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    emailMinIntervalMs: e.EMAIL_MIN_INTERVAL_MS,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    requestLog: {
      mode: e.REQUEST_LOG ?? (isProduction(e) ? 'errors-and-slow' : 'all'),
      slowMs: e.SLOW_REQUEST_MS,
    },
    timeZone: e.TIMEZONE,
    eventsRetentionDays: e.EVENTS_RETENTION_DAYS,
    sandboxCheckoutInProduction: !e.STRIPE_SECRET_KEY && isLiveSite(e),
    uploadLimits: { imageBytes: PHOTO_MAX_BYTES, videoBytes: VIDEO_MAX_BYTES },
    filmMaxBytes: e.FILM_MAX_BYTES,
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    timeouts: { idleMs: 60_000, requestMs: 15 * 60_000, arrivalMs: 30_000 },
    objectStore: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          // Path-style (endpoint/bucket/key) is what MinIO, Ceph and Garage answer to; AWS prefers virtual hosts.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          prefix: e.S3_PREFIX ?? '',
          mediaPublicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
    metricsPort: e.METRICS_PORT,
  };
}
