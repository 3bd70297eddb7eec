// What the benchmark scripts share (bench:segments, bench:media, bench:api): their options, a median, and nginx
// (Debian's package) started on a free port as the reference web server.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './app-server.mjs';

/** `--key=value` and `--flag` options of the command line, by key. */
export function benchOptions() {
  return Object.fromEntries(
    process.argv.slice(2).map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=');
      return [key, value ?? true];
    }),
  );
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Stops the script at once when nginx is missing, before anything is built or started. */
export function requireNginx() {
  if (existsSync(NGINX)) return;
  console.error(`nginx not found at ${NGINX}: apt-get install -y nginx (or set NGINX_PATH).`);
  process.exit(1);
}

/**
 * nginx with one worker and sendfile, as a web server is run for speed. `http`: extra lines of its http block
 * (types); `locations`: its server's location blocks, rooted at the folders the app serves.
 */
export async function startNginx({ http = '', locations }) {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    // The app's data directory is private to this user (mkdtemp): nginx's worker must run as the same user.
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 1024; }
http {
  ${http}
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}; proxy_temp_path ${prefix}; fastcgi_temp_path ${prefix};
  uwsgi_temp_path ${prefix}; scgi_temp_path ${prefix};
  server {
    listen 127.0.0.1:${port};
    ${locations}
  }
}
`,
  );
  const nginx = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 50; i++) {
    if (await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop() {
      nginx.kill('SIGTERM');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
