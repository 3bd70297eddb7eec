// The environment's variables, each checked on its own and then together: start-up names every problem at once.
import { z } from 'zod';
import { FILM_MAX_BYTES_DEFAULT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../common/constants.ts';
import { isValidEmail, normalizeEmail } from '../../common/email.ts';
import { isCommonPasswordFor } from '../auth/common-passwords.ts';
import { trustProxy } from './trust-proxy.ts';
import { booleanFlag, isLiveSite, isTimeZone, nonNegativeInt, port } from './values.ts';

const MAX_SESSION_TTL_DAYS = 3650;

export const envSchema = z
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
    EMAIL_MIN_INTERVAL_MS: nonNegativeInt.default(450_000),
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
    // Insight's raw events (docs/decisions/0034-first-party-insight.md): removed after this many days, once rolled up.
    EVENTS_RETENTION_DAYS: z.coerce
      .number({ message: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1')
      .max(3650, 'must be at most 3650 (ten years)')
      .default(90),
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
