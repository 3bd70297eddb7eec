// A request written by hand over a real socket, for tests of what only a connection shows: a body refused before
// it is sent, a body trickled a byte at a time, a connection the server cuts. app.inject hands the whole request
// over at once and has no socket to cut.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawConnection {
  socket: Socket;
  /** Everything the server has sent so far, as text. */
  received: () => string;
  /** The status of the answer received so far, if its first line has arrived. */
  status: () => number | undefined;
  /** The answer's body (after the head), as received so far. */
  body: () => string;
  /** Whether the server has closed (or reset) the connection. */
  isClosed: () => boolean;
  /** Settles when the connection is closed, with the milliseconds since it was opened. */
  closed: Promise<number>;
  /** Settles when an answer's head has arrived (or the connection closed), with the milliseconds since it opened. */
  answered: Promise<number>;
  /** Writes `bytes` one byte every `everyMs` until all are sent or the connection closes; settles then. */
  trickle: (bytes: string | Buffer, everyMs: number) => Promise<void>;
}

/** The app's port, listening on the loopback address first if it is not yet. */
async function portOf(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

/** A connection to the app on which the test writes what it likes (`socket.write`), with what the server sent. */
export async function openRaw(app: FastifyInstance): Promise<RawConnection> {
  const port = await portOf(app);
  const openedAt = Date.now();
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let text = '';
  let closed = false;
  // First, so that the checks below see the chunk that has just arrived.
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const closedPromise = new Promise<number>((resolve) => {
    socket.once('close', () => {
      closed = true;
      resolve(Date.now() - openedAt);
    });
  });
  const answered = new Promise<number>((resolve) => {
    const check = () => {
      if (text.includes('\r\n\r\n') || closed) resolve(Date.now() - openedAt);
    };
    socket.on('data', check);
    socket.once('close', check);
  });
  // A reset from the server is one of the ways a connection is cut: not a failure of the test.
  socket.on('error', () => undefined);
  const headEnd = () => text.indexOf('\r\n\r\n');
  return {
    socket,
    received: () => text,
    status: () => {
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      return match ? Number(match[1]) : undefined;
    },
    body: () => (headEnd() === -1 ? '' : text.slice(headEnd() + 4)),
    isClosed: () => closed,
    closed: closedPromise,
    answered,
    trickle: async (bytes, everyMs) => {
      const buffer = Buffer.from(bytes);
      for (let index = 0; index < buffer.length && !closed; index += 1) {
        socket.write(buffer.subarray(index, index + 1));
        await new Promise((resolve) => setTimeout(resolve, everyMs));
      }
    },
  };
}

/** Waits for `promise` at most `ms`: its value, or undefined when the time ran out (a bounded wait in a test). */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);
}

/** A request head (request line and headers, then the blank line), CRLF as HTTP has it. */
export function requestHead(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  return `${lines.join('\r\n')}\r\n\r\n`;
}
