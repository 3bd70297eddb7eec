// Addresses and plain requests for tests that need a real connection rather than app.inject.
import http from 'node:http';
import { createServer } from 'node:net';

/** A loopback port nothing listens on (it was free a moment ago): connecting to it is refused. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface PlainAnswer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** GET `path` on 127.0.0.1:`port`, exactly as written, over a connection of its own. */
export function httpGet(port: number, path: string): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
