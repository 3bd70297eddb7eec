// The typed configuration the app runs with, built from the environment by loadConfig (server/config.ts).
import type { TrustProxy } from './trust-proxy.ts';

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
  /** Days insight's raw events are kept (EVENTS_RETENTION_DAYS); their daily figures are kept for good. */
  eventsRetentionDays: number;
  /** The largest feature-film upload (FILM_MAX_BYTES; tus, server/admin/films). */
  filmMaxBytes: number;
  /** ffmpeg and ffprobe as configured; undefined = the binaries installed through npm (server/films/packaging). */
  ffmpegPath: string | undefined;
  ffprobePath: string | undefined;
  /**
   * The largest upload per file (server/uploads): the 20 MB photos and 100 MB videos of docs/product.md#limits; tests
   * set small ones.
   */
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
