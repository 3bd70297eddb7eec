// Delivery against a real SMTP server on loopback (server/test/smtp.ts), and into .eml files without one: what
// arrives is parsed with mailparser, as a mail program would read it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brand } from '../../common/brand.ts';
import type { EmailKind } from '../../common/newsletter-admin.ts';
import { closedSmtpUrl, startSmtpServer, type TestSmtpServer } from '../test/smtp.ts';
import { passwordResetEmail, receiptEmail } from './compose.ts';
import { renderEmail } from './render.ts';
import { createMailTransport, DeliveryError, toDeliveryError, type MailTransport, type RenderedEmail } from './transport.ts';

const PUBLIC_URL = 'https://studio.example';
const MAIL_FROM = 'Ember Lane Studios <no-reply@emberlanestudios.example>';
const TOKEN = 'Zm9yLXRlc3RzLW9ubHktYWJjZGVmZ2hpams';
const settings = (smtpUrl: string | undefined, dataDir = tmpdir()) => ({ smtpUrl, mailFrom: MAIL_FROM, dataDir, publicUrl: PUBLIC_URL });

function rendered(
  id: number,
  email: { kind: EmailKind; subject: string; message: string; isHtml?: boolean },
  to = 'fan@example.com',
): RenderedEmail {
  const context = { publicUrl: PUBLIC_URL, ...(email.kind === 'newsletter' && { unsubscribeToken: TOKEN }) };
  return { id, to, ...renderEmail({ isHtml: false, ...email }, context) };
}

const newsletter = (id: number, message = 'New film this autumn.\n\nSee you at the premiere!', isHtml = false) =>
  rendered(id, { kind: 'newsletter', subject: 'Autumn news', message, isHtml });

const receipt = (id: number) =>
  rendered(id, {
    kind: 'receipt',
    ...receiptEmail({
      movieId: 7,
      movieTitle: 'The Long Night',
      amountCents: 499,
      rentalEnd: new Date('2030-03-01T12:00:00Z'),
      rentalDurationHours: 48,
      startsBy: null,
      premiereAt: null,
      publicUrl: PUBLIC_URL,
      timeZone: 'UTC',
    }),
  });

/** A header as one line, unfolded (a long List-Unsubscribe is folded onto a second line in transit). */
function headerLine(mail: ParsedMail, name: string): string | undefined {
  return mail.headerLines.find((header) => header.key === name.toLowerCase())?.line.replace(/\r?\n[ \t]+/g, ' ');
}

const unsubscribeLink = `${PUBLIC_URL}/unsubscribe/${TOKEN}`;

async function deliveryError(send: Promise<void>): Promise<DeliveryError> {
  const error = await send.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

describe('SMTP delivery', () => {
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    transport = createMailTransport(settings(smtp.url));
  });
  afterAll(async () => {
    await transport.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  const lastMail = () => {
    const received = smtp.messages.at(-1);
    if (!received) throw new Error('nothing arrived');
    return received.mail;
  };

  it('sends an HTML and a plain-text part, from MAIL_FROM, with the row’s Message-ID', async () => {
    expect(transport.kind).toBe('smtp');
    await transport.send(receipt(41));
    const [received] = smtp.messages;
    expect(received?.envelope).toEqual({ from: 'no-reply@emberlanestudios.example', to: ['fan@example.com'] });
    const mail = lastMail();
    expect(mail.from?.value).toEqual([{ name: 'Ember Lane Studios', address: 'no-reply@emberlanestudios.example' }]);
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe('fan@example.com');
    expect(mail.subject).toBe('Your receipt: The Long Night');
    expect(mail.messageId).toBe('<outbox-41@studio.example>');
    expect(mail.html).toContain('The Long Night');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/movies/7"`);
    expect(mail.text).toContain('Amount paid: $4.99');
    expect(mail.text).toContain(`${PUBLIC_URL}/movies/7`);
  });

  it('gives every delivery of one row the same Message-ID, so a re-send after a crash is the same message', async () => {
    await transport.send(receipt(42));
    await transport.send(receipt(42));
    expect(smtp.messages.map(({ mail }) => mail.messageId)).toEqual(['<outbox-42@studio.example>', '<outbox-42@studio.example>']);
  });

  it('gives a newsletter its RFC 8058 headers and a visible unsubscribe link in both parts', async () => {
    await transport.send(newsletter(43));
    const mail = lastMail();
    expect(headerLine(mail, 'List-Unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribeLink}>`);
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.html).toContain(`href="${unsubscribeLink}"`);
    expect(mail.text).toContain(`Unsubscribe with one click: ${unsubscribeLink}`);
  });

  it.each([
    ['a receipt', () => receipt(44)],
    [
      'a password reset',
      () =>
        rendered(45, {
          kind: 'password_reset',
          ...passwordResetEmail({
            resetUrl: `${PUBLIC_URL}/reset-password/abc`,
            expiresAt: new Date('2030-03-01T12:00:00Z'),
            timeZone: 'UTC',
          }),
        }),
    ],
  ])('sends %s with no unsubscribe header or link', async (_name, email) => {
    await transport.send(email());
    const mail = lastMail();
    expect(headerLine(mail, 'List-Unsubscribe')).toBeUndefined();
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBeUndefined();
    expect(mail.html).not.toContain('/unsubscribe/');
    expect(mail.text).not.toMatch(/unsubscribe/i);
  });

  it('delivers an admin’s HTML sanitised: no script, handlers or javascript: links; formatting kept', async () => {
    const html =
      '<h2 onclick="steal()">Premiere</h2><p>Join us <b>Friday</b> at <a href="https://studio.example/events">the cinema</a>.</p>' +
      '<script>alert(1)</script><a href="javascript:alert(2)">click</a><img src="x" onerror="alert(3)">' +
      '<table><tr><td><i>Seats</i></td><td>120</td></tr></table><iframe src="https://evil.example"></iframe>';
    await transport.send(newsletter(46, html, true));
    const mail = lastMail();
    const body = String(mail.html);
    expect(body).not.toMatch(/<script|alert\(|onclick|onerror|javascript:|<iframe/i);
    expect(body).toContain('<b>Friday</b>');
    expect(body).toContain('<i>Seats</i>');
    expect(body).toMatch(/<h2>Premiere<\/h2>/);
    expect(body).toContain('href="https://studio.example/events"');
    expect(mail.text).toContain('Join us Friday at the cinema [https://studio.example/events].');
    expect(mail.text).not.toMatch(/alert|steal/);
  });

  it('escapes a plain message: tags show as text, paragraphs and line breaks kept', async () => {
    await transport.send(newsletter(47, 'Hello <b>fans</b> & friends,\nsee you soon.\n\nThe team'));
    const mail = lastMail();
    expect(mail.html).toContain('Hello &lt;b&gt;fans&lt;/b&gt; &amp; friends,<br>');
    expect(mail.html).not.toContain('<b>fans</b>');
    expect(mail.html).toMatch(/<p [^>]*>The team<\/p>/);
    expect(mail.text).toContain('Hello <b>fans</b> & friends,\nsee you soon.\n\nThe team');
  });

  it('classes a 550 at RCPT as permanent, with the server’s words', async () => {
    smtp.failNext(550);
    const error = await deliveryError(transport.send(receipt(48)));
    expect(error.permanent).toBe(true);
    expect(error.message).toBe('550 5.1.1 No such user');
    expect(smtp.messages).toHaveLength(0);
  });

  it('classes a 554 after DATA as permanent', async () => {
    smtp.failNext(554, { at: 'data' });
    const error = await deliveryError(transport.send(receipt(49)));
    expect(error).toMatchObject({ permanent: true, message: '554 5.7.1 Message rejected' });
  });

  it.each(['rcpt', 'data'] as const)('classes a 450 at %s as temporary', async (at) => {
    smtp.failNext(450, { at });
    const error = await deliveryError(transport.send(receipt(50)));
    expect(error).toMatchObject({ permanent: false, message: '450 4.2.1 Mailbox busy, try again later' });
    // The next message goes through again.
    await transport.send(receipt(51));
    expect(smtp.messages).toHaveLength(1);
  });
});

describe('SMTP failures without a reply', () => {
  it('classes a refused connection as temporary, naming the server but never the password', async () => {
    const url = (await closedSmtpUrl()).replace('smtp://', 'smtp://mailer:s3cret%21pw@');
    const transport = createMailTransport(settings(url));
    try {
      const error = await deliveryError(transport.send(receipt(60)));
      const { port } = new URL(url);
      expect(error).toMatchObject({ permanent: false, message: `Connection refused (smtp://127.0.0.1:${port})` });
      expect(error.message).not.toMatch(/s3cret|mailer/);
    } finally {
      await transport.close();
    }
  });

  const url = 'smtp://mailer:s3cret@mail.example:2525';
  const nodemailerError = (fields: Record<string, unknown>) => Object.assign(new Error(String(fields.message ?? 'failed')), fields);

  it.each([
    ['a timeout', { code: 'ETIMEDOUT', timeoutType: 'GREETING_TIMEOUT' }, 'Timed out waiting for the greeting (smtp://mail.example:2525)'],
    ['a reset connection', { code: 'ESOCKET', originalCode: 'ECONNRESET' }, 'Connection reset (smtp://mail.example:2525)'],
    ['a failed lookup', { code: 'EDNS', originalCode: 'ENOTFOUND' }, 'SMTP host not found (smtp://mail.example:2525)'],
    ['503 bad sequence', { responseCode: 503, response: '503 5.5.1 Bad sequence of commands' }, '503 5.5.1 Bad sequence of commands'],
    ['a 421 greeting', { responseCode: 421, response: '421 4.3.2 Try later' }, '421 4.3.2 Try later'],
  ])('classes %s as temporary', (_name, fields, message) => {
    expect(toDeliveryError(nodemailerError(fields), url)).toMatchObject({ permanent: false, message });
  });

  it('classes a refused login as temporary (the configuration’s fault, not the message’s), without the password', () => {
    const error = toDeliveryError(
      nodemailerError({ code: 'EAUTH', responseCode: 535, response: '535 5.7.8 Authentication failed for s3cret' }),
      url,
    );
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('SMTP login refused: 535 5.7.8 Authentication failed for *** (smtp://mail.example:2525)');
  });

  it('keeps an unknown failure short and free of the URL’s password', () => {
    const error = toDeliveryError(nodemailerError({ message: `could not reach ${url}\n${'x'.repeat(400)}` }), url);
    expect(error.permanent).toBe(false);
    expect(error.message).not.toContain('s3cret');
    expect(error.message.length).toBeLessThanOrEqual(300);
  });
});

describe('without SMTP_URL: .eml files in DATA_DIR/mail', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'studio-mail-'));
  });

  it('writes the whole message, as SMTP would have sent it, to <zero-padded id>.eml', async () => {
    const transport = createMailTransport(settings(undefined, dataDir));
    try {
      expect(transport.kind).toBe('file');
      await transport.send(newsletter(42));
      expect(readdirSync(join(dataDir, 'mail'))).toEqual(['0000000042.eml']);
      const mail = await simpleParser(readFileSync(join(dataDir, 'mail', '0000000042.eml')));
      expect(mail.from?.value).toEqual([{ name: 'Ember Lane Studios', address: 'no-reply@emberlanestudios.example' }]);
      expect(mail.subject).toBe('Autumn news');
      expect(mail.messageId).toBe('<outbox-42@studio.example>');
      expect(headerLine(mail, 'List-Unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribeLink}>`);
      expect(mail.html).toContain(brand.name);
      expect(mail.text).toContain('New film this autumn.');
    } finally {
      await transport.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('overwrites the file of a row delivered twice and leaves no partial file behind', async () => {
    const transport = createMailTransport(settings(undefined, dataDir));
    try {
      await transport.send(receipt(7));
      await transport.send(receipt(7));
      expect(readdirSync(join(dataDir, 'mail'))).toEqual(['0000000007.eml']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('fails temporarily when the folder cannot be written', async () => {
    writeFileSync(join(dataDir, 'mail'), 'a file where the folder should be');
    const transport = createMailTransport(settings(undefined, dataDir));
    try {
      const error = await deliveryError(transport.send(receipt(8)));
      expect(error.permanent).toBe(false);
      expect(error.message).toMatch(/^Could not write .*0000000008\.eml/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
