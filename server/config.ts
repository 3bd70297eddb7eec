// Environment -> typed config. Start-up fails with every bad variable named (ARCHITECTURE.md "Environment").
import { resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

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
    ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
    SEED_DEMO: booleanFlag.default(true),
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
    TRUST_PROXY: booleanFlag.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other admin variable' });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'must be set when STRIPE_SECRET_KEY is set (webhooks are how payments complete)',
      });
    }
  });

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  stripe: { secretKey: string; webhookSecret: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  emailMinIntervalMs: number;
  sessionTtlMs: number;
  trustProxy: boolean;
  logLevel: string;
  isProduction: boolean;
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
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
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
    isProduction: e.NODE_ENV === 'production',
  };
}
