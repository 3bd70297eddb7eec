// Environment -> typed config. Start-up fails with every bad variable named (ARCHITECTURE.md "Environment").
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { FILM_MAX_BYTES_DEFAULT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '../common/constants.ts';
import { isValidEmail, normalizeEmail } from '../common/email.ts';
import { isCommonPasswordFor } from './auth/common-passwords.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** Whom to believe about a request's client address: Fastify's `trustProxy` (false, proxy addresses, or a hop rule). */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

// proxy-addr's (and so Fastify's) names for groups of private ranges.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Why one TRUST_PROXY entry is not an address, a CIDR range or a range name; undefined when it is fine. */
function proxyEntryProblem(entry: string): string | undefined {
  if (PROXY_RANGE_NAMES.includes(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) {
    return `'${entry}' is not an IP address, a CIDR range (10.0.0.0/8) or one of ${PROXY_RANGE_NAMES.join(', ')}`;
  }
  if (prefix === undefined) return undefined;
  // A /0 range trusts every address, which is `true` again (and proxy-addr refuses it).
  const max = version === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefix) || Number(prefix) < 1 || Number(prefix) > max) {
    return `'${entry}': the prefix length must be 1 to ${max}`;
  }
  return undefined;
}

/**
 * A hop count, as Express and proxy-addr mean it: the `hops` addresses nearest the app (the socket's peer
 * first) are proxies, and the client is the next one back in X-Forwarded-For. That holds while the app can only
 * be reached through those proxies; addresses make no such assumption. Fastify 5.12 no longer takes a number
 * (it would trust nothing), so the count becomes a trust function.
 */
const MAX_PROXY_HOPS = 10;

function trustHops(hops: number): TrustProxy {
  return (_address, hop) => hop < hops;
}

// `true` (all proxies) is refused: then the first X-Forwarded-For entry counts, and the client writes it, so
// a client could change its address with every request and slip past every per-IP limit.
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (/^(false|no|0+)$/i.test(value)) return false;
    if (/^(true|yes)$/i.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          `'${value}' would let any client choose its address through X-Forwarded-For; write the number of ` +
          'proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      // More hops than any real chain of proxies would trust the client's own X-Forwarded-For entries again.
      if (Number(value) <= MAX_PROXY_HOPS) return trustHops(Number(value));
      ctx.addIssue({ code: 'custom', message: `a hop count must be at most ${MAX_PROXY_HOPS}` });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const problems = entries.map(proxyEntryProblem).filter((problem) => problem !== undefined);
    for (const problem of problems) ctx.addIssue({ code: 'custom', message: problem });
    return problems.length > 0 ? z.NEVER : entries;
  });

function isProduction(env: { NODE_ENV?: string | undefined }): boolean {
  return env.NODE_ENV?.trim().toLowerCase() === 'production';
}

/**
 * A production site on https: real customers, so checkout must not be free by accident. NODE_ENV in any case
 * and with spaces around it ('Production '), and the URL's scheme as the URL parser reads it ('https:studio.example'
 * is https://studio.example), so that no spelling slips past.
 */
function isLiveSite(env: { NODE_ENV?: string | undefined; PUBLIC_URL?: string | undefined }): boolean {
  return isProduction(env) && URL.canParse(env.PUBLIC_URL ?? '') && new URL(env.PUBLIC_URL ?? '').protocol === 'https:';
}

/** A zone both Node (ICU) and PostgreSQL know by this name: the IANA names, which both ship. */
function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const port = z.coerce.number({ message: 'must be a number' }).int('must be an integer').min(1).max(65535);
const MAX_SESSION_TTL_DAYS = 3650;
const positiveInt = z.coerce.number({ message: 'must be a number' }).int('must be an integer').min(0);

const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .url({ message: 'must be a postgres:// or postgresql:// URL' })
      .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// or postgresql:// URL')
      .optional(),
    PUBLIC_URL: z.url({ message: 'must be a URL such as https://studio.example' }).optional(),
    // The same address rules and normal form as every other address (common/email.ts), the same password rules
    // as registration (docs/decisions/0008).
    ADMIN_EMAIL: z.string().transform(normalizeEmail).refine(isValidEmail, 'must be an e-mail address').optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)
      .optional(),
    SEED_DEMO: booleanFlag.default(true),
    NEWSLETTER_DOUBLE_OPT_IN: booleanFlag.default(false),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    SMTP_URL: z.url({ message: 'must be a URL such as smtp://user:pass@host:587' }).optional(),
    MAIL_FROM: z.string().min(3).default('Ember Lane Studios <no-reply@emberlanestudios.example>'),
    EMAIL_MIN_INTERVAL_MS: positiveInt.default(450_000),
    // Ten years is already more than any session should live; far beyond it the expiry is no valid date at all.
    SESSION_TTL_DAYS: z.coerce
      .number({ message: 'must be a number' })
      .positive('must be positive')
      .max(MAX_SESSION_TTL_DAYS, `must be at most ${MAX_SESSION_TTL_DAYS} (ten years)`)
      .default(30),
    TRUST_PROXY: trustProxy.default(false),
    PAYMENTS: z.enum(['sandbox'], { message: 'must be sandbox (or unset)' }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Unset: a line per request in development, only server errors and slow answers in production
    // (server/plugins/request-log.ts).
    REQUEST_LOG: z.enum(['all', 'errors-and-slow'], { message: 'must be all or errors-and-slow' }).optional(),
    SLOW_REQUEST_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int('must be a whole number').positive('must be positive').default(500),
    TIMEZONE: z.string().trim().refine(isTimeZone, 'must be an IANA time zone such as UTC or Europe/Paris').default('UTC'),
    FILM_MAX_BYTES: z.coerce
      .number({ message: 'must be a number of bytes' })
      .int('must be a whole number of bytes')
      .positive('must be positive')
      .default(FILM_MAX_BYTES_DEFAULT),
    // The packager's tools: ffmpeg installed through npm unless these name others (an ffprobe beside a given
    // ffmpeg is used when FFPROBE_PATH is unset).
    FFMPEG_PATH: z.string().trim().min(1).optional(),
    FFPROBE_PATH: z.string().trim().min(1).optional(),
    // The object store (docs/decisions/0019): S3_BUCKET turns it on; every file then lives there, none on this disk.
    S3_BUCKET: z.string().trim().min(3).max(63).optional(),
    S3_ENDPOINT: z.url({ message: 'must be a URL such as https://s3.example.com' }).optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    S3_PREFIX: z
      .string()
      .trim()
      .regex(/^(?:[A-Za-z0-9._-]+\/)+$/, "must be folder names ending with '/', such as studio/")
      .optional(),
    MEDIA_PUBLIC_URL: z.url({ message: 'must be a URL such as https://media.studio.example' }).optional(),
    // Prometheus metrics on their own port (never the public one); unset, there are none.
    METRICS_PORT: port.optional(),
  })
  .superRefine(
    (env, ctx) => {
      const isValid = (name: string) => !ctx.issues.some((issue) => issue.path?.[0] === name);
      // The check upsertAdmin makes (the account's own address counts as common too), so that a password it would
      // refuse stops the start here, with the variable named.
      if (env.ADMIN_PASSWORD && isValid('ADMIN_PASSWORD')) {
        const email = env.ADMIN_EMAIL && isValid('ADMIN_EMAIL') ? env.ADMIN_EMAIL : '';
        if (isCommonPasswordFor(env.ADMIN_PASSWORD, { email })) {
          ctx.addIssue({
            code: 'custom',
            path: ['ADMIN_PASSWORD'],
            message: 'is one of the most common passwords: choose one harder to guess',
          });
        }
      }
      if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
        const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message: 'must be set together with the other admin variable',
        });
      }
      if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_WEBHOOK_SECRET'],
          message: 'must be set when STRIPE_SECRET_KEY is set (webhooks are how payments complete)',
        });
      }
      if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
        ctx.addIssue({
          code: 'custom',
          path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
          message: 'must be set together with the other S3 key variable (or neither, for the default credentials)',
        });
      }
      const needsBucket = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PREFIX', 'MEDIA_PUBLIC_URL'] as const).filter((name) => env[name]);
      if (!env.S3_BUCKET && needsBucket.length > 0) {
        ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `must be set when ${needsBucket.join(', ')} is set` });
      }
      if (env.PAYMENTS === 'sandbox' && env.STRIPE_SECRET_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: ['PAYMENTS'],
          message: 'sandbox contradicts STRIPE_SECRET_KEY: unset one of them',
        });
      }
      // Without Stripe the sandbox checkout grants rentals for free: on a live site that is a forgotten key, not
      // a choice, unless the operator says so.
      if (!env.STRIPE_SECRET_KEY && !env.PAYMENTS && isLiveSite(env)) {
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_SECRET_KEY'],
          message:
            'not set on a production site over https, where the sandbox checkout would give rentals away ' +
            'for free; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=sandbox to run the ' +
            'sandbox checkout on purpose',
        });
      }
    },
    // These rules only look at whether variables are set, so they can run even when a variable is bad (zod
    // skips them then by default): start-up names every problem at once.
    { when: () => true },
  );

export interface RequestLogSettings {
  mode: 'all' | 'errors-and-slow';
  /** An answer that took longer than this to produce is logged as slow, whatever the mode. */
  slowMs: number;
}

/** The S3-compatible bucket every file lives in (server/storage), when S3_BUCKET is set. */
export interface ObjectStoreSettings {
  bucket: string;
  /** Unset: AWS. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Prepended to every key ('' or folder names ending with '/'). */
  prefix: string;
  /** A CDN or public-bucket base URL for public media, without a trailing '/'; unset, the app serves them. */
  mediaPublicUrl: string | undefined;
}

export interface UploadLimits {
  imageBytes: number;
  videoBytes: number;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  /** New newsletter addresses are added only once they confirm by e-mail (docs/decisions/0023). */
  newsletterDoubleOptIn: boolean;
  stripe: { secretKey: string; webhookSecret: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  emailMinIntervalMs: number;
  sessionTtlMs: number;
  trustProxy: TrustProxy;
  logLevel: string;
  /** Which requests get a log line (server/plugins/request-log.ts): every one, or server errors and slow answers. */
  requestLog: RequestLogSettings;
  /** The studio's time zone (IANA): where its days and months begin in reports (admin payments' "today", insights). */
  timeZone: string;
  /** The largest feature-film upload (FILM_MAX_BYTES; tus, server/admin/films). */
  filmMaxBytes: number;
  /** ffmpeg and ffprobe as configured; undefined = the binaries installed through npm (server/films/packaging). */
  ffmpegPath: string | undefined;
  ffprobePath: string | undefined;
  /** The largest upload per file (server/uploads): the spec's 20 MB photos and 100 MB videos; tests set small ones. */
  uploadLimits: UploadLimits;
  /**
   * How long a connection may sit silent, and how long a whole request may take to arrive (a 100 MB upload on a
   * slow line included), before the server drops it: a client that stalls cannot hold a socket, or an upload's
   * temporary file, forever. `arrivalMs`: how long any other request has for its head, and then for its body
   * (plugins/request-deadline.ts, docs/decisions/0022); tests set a short one.
   */
  timeouts: { idleMs: number; requestMs: number; arrivalMs: number };
  /** A production site over https runs the free sandbox checkout (PAYMENTS=sandbox): main.ts warns at start. */
  sandboxCheckoutInProduction: boolean;
  /** Unset: files live under DATA_DIR (media/ and private/). */
  objectStore: ObjectStoreSettings | undefined;
  /** Where /metrics is served (Prometheus); unset: nowhere. */
  metricsPort: number | undefined;
};

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
