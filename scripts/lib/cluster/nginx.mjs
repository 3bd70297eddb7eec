// nginx in front of a cluster run's instances, configured from deploy/nginx.conf (or CLUSTER_NGINX_CONF).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../app-server.mjs';
import { sleep } from '../processes.mjs';
import { LOG_DIR, onStop } from './run.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const NGINX_CONF = process.env.CLUSTER_NGINX_CONF ?? join(projectRoot, 'deploy/nginx.conf');

/** The configuration's text without comments (nginx's `#` to the end of the line; quoted '#' is not used there). */
const withoutComments = (text) => text.replace(/(^|[^\\$])#[^\n]*/g, '$1');

/**
 * deploy/nginx.conf made runnable here: its upstream servers replaced by the two instances (keeping the parameters
 * the guide gives them), every `listen` on one loopback port, TLS left out (nginx terminates it in production; here
 * the tests speak HTTP), the process' own directives (user, pid, logs, temporary files) pointed into `prefix`,
 * system includes dropped. A server-level snippet (no http block) is wrapped in one.
 */
function clusterNginxConf(source, { prefix, listenPort, upstreamPorts }) {
  let conf = withoutComments(source);
  // The main context's own directives, and every log and temporary path: ours instead.
  conf = conf.replace(/^\s*(user|pid|daemon|worker_processes|error_log|access_log|(client_body|proxy|fastcgi|uwsgi|scgi)_temp_path|load_module)\b[^;]*;/gm, '');
  // System includes would bring the distribution's default site (port 80) and modules; mime.types and relative
  // snippets (proxy_params) are the package's files.
  conf = conf.replace(/^\s*include\s+([^;]+);/gm, (line, target) => {
    const path = target.trim().replace(/^["']|["']$/g, '');
    if (/(conf\.d|sites-enabled|sites-available|modules-enabled)/.test(path)) return '';
    return path.startsWith('/') ? line : `include /etc/nginx/${path};`;
  });
  // TLS is the production front's: certificates are not here.
  conf = conf.replace(/^\s*(ssl_\w+|http2|quic_\w+|add_header\s+Alt-Svc)\b[^;]*;/gm, '');
  let upstreams = 0;
  conf = conf.replace(/\bupstream\s+([\w.-]+)\s*\{([^}]*)\}/g, (_block, name, body) => {
    upstreams += 1;
    const servers = body.match(/^\s*server\s+[^;]+;/gm) ?? [];
    // `server 10.0.0.11:3000 max_fails=1 fail_timeout=5s;`: the address goes, the parameters stay.
    const parameters = (servers[0] ?? '').trim().replace(/;$/, '').split(/\s+/).slice(2).filter((word) => !/^(backup|down)$/.test(word)).join(' ');
    const rest = body.replace(/^\s*server\s+[^;]+;/gm, '').trim();
    const ours = upstreamPorts.map((port) => `    server 127.0.0.1:${port}${parameters ? ` ${parameters}` : ''};`).join('\n');
    return `upstream ${name} {\n${ours}\n    ${rest}\n  }`;
  });
  if (upstreams === 0) throw new Error('no upstream block: the instances cannot be put behind it');
  // One port for the site: each server block's listens become one loopback listen (a :80 server that only
  // redirects to https would then shadow the real one: such blocks are dropped).
  conf = dropRedirectServers(conf);
  conf = conf.replace(/^(\s*)listen\s+[^;]+;/gm, (_line, indent) => `${indent}listen 127.0.0.1:${listenPort};`);
  conf = conf.replace(/(listen 127\.0\.0\.1:\d+;)(\s*listen 127\.0\.0\.1:\d+;)+/g, '$1');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${prefix}/${kind}_temp;`).join(' ');
  // Which instance answered each request: the tests read it (CLUSTER_NGINX_ACCESS_LOG).
  const logFormat = `log_format studio_cluster '$remote_addr [$time_local] "$request" $status $body_bytes_sent upstream=$upstream_addr upstream_status=$upstream_status time=$request_time';`;
  const httpLines = `\n  ${logFormat}\n  access_log ${prefix}/access.log studio_cluster;\n  ${temp}\n`;
  if (/(^|[\s;}])http\s*\{/.test(conf)) conf = conf.replace(/(^|[\s;}])http\s*\{/, `$1http {${httpLines}`);
  else conf = `http {${httpLines}  include /etc/nginx/mime.types;\n${conf}\n}\n`;
  if (!/(^|[\s;}])events\s*\{/.test(conf)) conf = `events { worker_connections 1024; }\n${conf}`;
  // Root can read the instances' files and our temporary directory; nginx's default user (nobody) could not.
  const main = [
    `# Made by scripts/test-cluster.mjs from ${NGINX_CONF}.`,
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
  ];
  return `${main.filter(Boolean).join('\n')}\n${conf}`.replace(/\n[ \t]*(?:\n[ \t]*)+\n/g, '\n\n');
}

/** Server blocks whose whole job is `return 301 https://…`: left out (this nginx speaks HTTP on one port). */
function dropRedirectServers(conf) {
  const blocks = [];
  const opener = /(^|[\s;}])server\s*\{/g;
  let match;
  while ((match = opener.exec(conf))) {
    const start = match.index + match[1].length;
    let depth = 0;
    let end = -1;
    for (let i = conf.indexOf('{', start); i < conf.length; i++) {
      if (conf[i] === '{') depth += 1;
      else if (conf[i] === '}' && --depth === 0) {
        end = i + 1;
        break;
      }
    }
    if (end < 0) break;
    blocks.push({ start, end, text: conf.slice(start, end) });
    opener.lastIndex = end;
  }
  const redirects = blocks.filter((block) => /return\s+30[1278]\s+https:/.test(block.text) && !/proxy_pass/.test(block.text));
  if (redirects.length === 0 || redirects.length === blocks.length) return conf;
  for (const block of redirects.reverse()) conf = conf.slice(0, block.start) + conf.slice(block.end);
  return conf;
}

export async function startNginx(listenPort, upstreamPorts) {
  const prefix = mkdtempSync(join(tmpdir(), 'studio-cluster-nginx-'));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, clusterNginxConf(readFileSync(NGINX_CONF, 'utf8'), { prefix, listenPort, upstreamPorts }));
  writeFileSync(join(LOG_DIR, 'nginx.conf'), readFileSync(conf));
  const nginxArgs = ['-p', prefix, '-c', conf, '-g', 'daemon off;'];
  const check = spawnSync(NGINX, ['-t', ...nginxArgs], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx refuses the configuration made from ${NGINX_CONF} (see ${join(LOG_DIR, 'nginx.conf')}):\n${check.stderr}`);
  }
  const child = spawn(NGINX, nginxArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  let exited = false;
  const exitedPromise = new Promise((resolve) => child.once('exit', () => resolve((exited = true))));
  onStop('nginx', async () => {
    if (!exited) {
      child.kill('SIGQUIT');
      await Promise.race([exitedPromise, sleep(5_000)]);
      if (!exited) child.kill('SIGKILL');
    }
    for (const name of ['error.log', 'access.log']) {
      if (existsSync(join(prefix, name))) writeFileSync(join(LOG_DIR, `nginx-${name}`), readFileSync(join(prefix, name)));
    }
    rmSync(prefix, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${listenPort}`;
  for (let i = 0; i < 100; i++) {
    if (exited) throw new Error(`nginx exited: ${stderr}`);
    if (await fetch(`${url}/api/health`).then((res) => res.ok, () => false)) return { url, accessLog: join(prefix, 'access.log'), errorLog: join(prefix, 'error.log') };
    await sleep(100);
  }
  throw new Error(`nginx did not answer /api/health on ${url}: ${stderr}`);
}
