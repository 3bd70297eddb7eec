// Handing a rendered e-mail to the world (docs/decisions/0014): nodemailer over SMTP_URL, or, without it, an
// .eml file in DATA_DIR/mail/ (named by the row id, so a second delivery of one row overwrites its file). Both
// build the same message: From MAIL_FROM, a Message-ID made from the row (a re-send after a crash is the same
// message to the recipient's mail program), an HTML and a plain-text part, and the rendered extra headers.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type NodemailerError, type SendMailOptions } from 'nodemailer';
import type { Config } from '../config.ts';

export interface RenderedEmail {
  /** The outbox row: names the .eml file and makes the Message-ID (<outbox-ID@host>) stable across retries. */
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post for a newsletter. */
  headers: Record<string, string>;
}

/**
 * Why a delivery failed. `permanent`: the server refused for good (SMTP 5xx), so the row is failed at once;
 * otherwise (4xx, connection refused or lost, timeout) it is tried again later with backoff.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export interface MailTransport {
  /** 'smtp' or 'file' (for the start-up log). */
  readonly kind: 'smtp' | 'file';
  /** Resolves once the message is accepted (SMTP 250) or written; throws DeliveryError otherwise. */
  send(email: RenderedEmail): Promise<void>;
  close(): Promise<void>;
}

type TransportConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'publicUrl'>;

// Longer than any healthy server needs, shorter than the worker's claim timeout (5 min, decision 0014), so a
// stalled server ends in a temporary failure before the row could be claimed again.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** <outbox-42@studio.example>: the same for every attempt at one row. */
function messageIdOf(id: number, publicUrl: string): string {
  return `<outbox-${id}@${new URL(publicUrl).hostname}>`;
}

/** 42 -> '0000000042.eml': ten digits hold any integer id, so the files sort in queue order. */
function emlFileName(id: number): string {
  return `${String(id).padStart(10, '0')}.eml`;
}

function messageOf(email: RenderedEmail, config: TransportConfig): SendMailOptions {
  return {
    from: config.mailFrom,
    // As an address object, never a string nodemailer would parse as a list ('a,b@x' or 'x <y@z>'): the e-mail goes
    // to exactly the address the log shows.
    to: { name: '', address: email.to },
    subject: email.subject,
    messageId: messageIdOf(email.id, config.publicUrl),
    text: email.text,
    html: email.html,
    headers: email.headers,
  };
}

export function createMailTransport(config: TransportConfig): MailTransport {
  return config.smtpUrl ? smtpTransport(config, config.smtpUrl) : fileTransport(config);
}

// --- SMTP ---------------------------------------------------------------------------------------------------

/** smtp://host:port as the operator would recognise it, without the user and password of SMTP_URL. */
function endpointOf(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return `${url.protocol}//${url.hostname}:${port}`;
}

const CONNECTION_PROBLEMS: Record<string, string> = {
  ECONNREFUSED: 'Connection refused',
  ECONNRESET: 'Connection reset',
  EPIPE: 'Connection lost',
  EHOSTUNREACH: 'Host unreachable',
  ENETUNREACH: 'Network unreachable',
  ENOTFOUND: 'SMTP host not found',
  EAI_AGAIN: 'SMTP host lookup failed',
  ECONNECTION: 'Connection closed unexpectedly',
  EDNS: 'SMTP host lookup failed',
  ETLS: 'TLS failed',
};

const TIMEOUTS: Record<string, string> = {
  CONNECT_TIMEOUT: 'Timed out connecting',
  GREETING_TIMEOUT: 'Timed out waiting for the greeting',
  UPGRADE_TIMEOUT: 'Timed out starting TLS',
  SOCKET_TIMEOUT: 'The connection went silent',
};

/** Short, one line, and never the SMTP password (which a library message could quote with the URL). */
function tidy(text: string, secrets: string[]): string {
  let clean = text.replace(/\s+/g, ' ').trim();
  for (const secret of secrets) if (secret) clean = clean.split(secret).join('***');
  return clean.length > 300 ? `${clean.slice(0, 299)}…` : clean;
}

/**
 * nodemailer's error as a DeliveryError. An SMTP reply decides by its class (RFC 5321): 5xx permanent, 4xx
 * temporary, except 503 (bad sequence of commands: the session's fault, not the message's) and a refused login
 * (535 and the like: our configuration's fault, so the row waits for the operator to fix it rather than fail).
 * Without a reply, the connection failed: temporary, except an envelope nodemailer could not build at all.
 */
export function toDeliveryError(error: unknown, smtpUrl: string): DeliveryError {
  const url = new URL(smtpUrl);
  const secrets = [url.password, decodeURIComponent(url.password), smtpUrl];
  const endpoint = endpointOf(smtpUrl);
  const e = (error instanceof Error ? error : new Error(String(error))) as NodemailerError;
  const code = typeof e.code === 'string' ? e.code : '';

  if (code === 'EAUTH' || code === 'ENOAUTH') {
    return new DeliveryError(tidy(`SMTP login refused: ${e.response ?? e.message} (${endpoint})`, secrets), false);
  }
  if (typeof e.responseCode === 'number') {
    const reply = e.response ?? `${e.responseCode} ${e.message}`;
    const permanent = e.responseCode >= 500 && e.responseCode !== 503;
    return new DeliveryError(tidy(reply, secrets), permanent);
  }
  if (code === 'EENVELOPE') return new DeliveryError(tidy(e.message, secrets), true);
  if (code === 'ETIMEDOUT') {
    const what = (e.timeoutType && TIMEOUTS[e.timeoutType]) ?? 'Timed out';
    return new DeliveryError(`${what} (${endpoint})`, false);
  }
  const problem = CONNECTION_PROBLEMS[e.originalCode ?? ''] ?? CONNECTION_PROBLEMS[code];
  if (problem) return new DeliveryError(`${problem} (${endpoint})`, false);
  return new DeliveryError(tidy(`${e.message} (${endpoint})`, secrets), false);
}

function smtpTransport(config: TransportConfig, smtpUrl: string): MailTransport {
  // One connection per message, no pool: at one e-mail every few minutes an idle pooled connection would only be
  // dropped by the server in between.
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from: config.mailFrom });
  return {
    kind: 'smtp',
    async send(email) {
      try {
        await transporter.sendMail(messageOf(email, config));
      } catch (error) {
        throw toDeliveryError(error, smtpUrl);
      }
    },
    async close() {
      transporter.close();
    },
  };
}

// --- Files (no SMTP_URL) ------------------------------------------------------------------------------------

function fileTransport(config: TransportConfig): MailTransport {
  const directory = join(config.dataDir, 'mail');
  // The same message nodemailer would send, as bytes.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(email) {
      const target = join(directory, emlFileName(email.id));
      // Written beside its final name, then renamed: whoever reads the folder sees no file or a whole one.
      const partial = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        const { message } = await composer.sendMail(messageOf(email, config));
        if (!Buffer.isBuffer(message)) throw new Error('the message was not built as bytes');
        await mkdir(directory, { recursive: true });
        const file = await open(partial, 'w');
        try {
          await file.writeFile(message);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(partial, target);
      } catch (error) {
        // Nothing may be left half-written; if even that fails, the folder itself is the problem reported below.
        await rm(partial, { force: true }).catch(() => undefined);
        throw new DeliveryError(`Could not write ${target}: ${error instanceof Error ? error.message : String(error)}`, false);
      }
    },
    async close() {
      composer.close();
    },
  };
}
