// The ceiling for `npm run bench:api`: a bare node:http server answering fixed bytes, one answer per path, each
// with the status and headers the app sent. Run as its own process (the benchmark's client must not share its
// event loop): node scripts/lib/bare-server.mjs <answers.json> <port>; prints "ready" once listening.
// answers.json: { "/path?query": { "status": 200, "headers": { ... }, "body": "<base64>" } }
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [answersFile, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(answersFile, 'utf8'))).map(([path, answer]) => [
    path,
    { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body, 'base64') },
  ]),
);

http
  .createServer((request, response) => {
    const answer = answers.get(request.url);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.info('ready'));
