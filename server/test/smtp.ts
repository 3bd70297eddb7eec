// A real SMTP server on loopback for mail tests (smtp-server, no TLS, any or no login): every message that
// arrives is parsed with mailparser and kept, in order, with its envelope. A test can make the next messages
// fail with a chosen reply (450, 550...) at RCPT TO or after DATA, as a real server would.
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

interface ReceivedMail {
  /** MAIL FROM and RCPT TO, as the client gave them. */
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
  raw: string;
}

interface FailOptions {
  /** Where the server refuses: at RCPT TO (an unknown or busy mailbox, the default) or after DATA. */
  at?: 'rcpt' | 'data';
  /** The reply's text after the code (default: a usual one for the code). */
  message?: string;
  /** How many messages are refused (default 1). */
  times?: number;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:PORT */
  url: string;
  messages: ReceivedMail[];
  /** Refuse the next message(s) with `code`, e.g. 450 (temporary) or 550 (permanent). */
  failNext(code: number, options?: FailOptions): void;
  close(): Promise<void>;
}

const USUAL_TEXT: Record<number, string> = {
  421: '4.3.2 Service not available, closing channel',
  450: '4.2.1 Mailbox busy, try again later',
  451: '4.3.0 Local error in processing',
  452: '4.3.1 Insufficient system storage',
  550: '5.1.1 No such user',
  552: '5.3.4 Message too big',
  554: '5.7.1 Message rejected',
};

type Failure = { code: number; at: 'rcpt' | 'data'; message: string };

function smtpError(failure: Failure): Error {
  return Object.assign(new Error(failure.message), { responseCode: failure.code });
}

function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const failures: Failure[] = [];
  // A failure at RCPT refuses that message: it never reaches DATA, so it is taken off the list there.
  const takeFailure = (at: Failure['at']) => (failures[0]?.at === at ? failures.shift() : undefined);

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Say 'Accepted' to any login, so an SMTP_URL with a user and password works too.
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onRcptTo: (_address, _session, callback) => {
      const failure = takeFailure('rcpt');
      callback(failure && smtpError(failure));
    },
    onData: (stream, session, callback) => {
      const failure = takeFailure('data');
      void readAll(stream).then(async (raw) => {
        if (failure) return callback(smtpError(failure));
        messages.push({
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          },
          mail: await simpleParser(raw),
          raw: raw.toString('utf8'),
        });
        callback();
      }, callback);
    },
  });
  server.on('error', () => {
    // A client dropping its connection mid-test is no failure of the test.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext(code, options = {}) {
      const failure = { code, at: options.at ?? 'rcpt', message: options.message ?? USUAL_TEXT[code] ?? 'Refused' };
      for (let i = 0; i < (options.times ?? 1); i++) failures.push(failure);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** smtp://127.0.0.1:PORT where nothing listens (a port just freed): connecting is refused. */
export async function closedSmtpUrl(): Promise<string> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
