// The built web app's files (dist/web) from memory (docs/decisions/0016-public-answers-from-memory.md). The build is a
// few MB, written once per deploy and never changed while the server runs, so it is read once at start, with the
// .br/.gz copies the build writes beside text assets (scripts/precompress.ts) and every header computed; a request
// is a map look-up by the router and a Buffer write (http/file-in-memory.ts). One route per file, as @fastify/static's
// `wildcard: false` made them: '/' and the client's routes fall through to the page route (plugins/web.ts).
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { contentTypeOf, formOf, sendFileInMemory, type FileForm, type FileInMemory } from '../http/file-in-memory.ts';

// Names carry a content hash (Vite), so a URL never changes content.
const FINGERPRINTED = 'public, max-age=31536000, immutable';
// Other built files (favicon, robots.txt, ...) keep their names across deploys.
const UNFINGERPRINTED = 'public, max-age=3600';
const ENCODED_COPY = /\.(?:br|gz)$/;

async function readForm(path: string): Promise<FileForm | null> {
  const [body, stats] = await Promise.all([readFile(path), stat(path)]).catch(() => [null, null] as const);
  return body && stats ? formOf(body, stats) : null;
}

/** The build's files by URL path ('assets/app-1a2b.js'), without index.html and dot-folders (.vite/). */
async function builtPaths(webRoot: string): Promise<string[]> {
  const names = await readdir(webRoot, { recursive: true });
  const paths = names.map((name) => name.split(sep).join('/')).filter((path) => path !== 'index.html' && !/(?:^|\/)\./.test(path));
  const isFile = await Promise.all(paths.map((path) => stat(join(webRoot, path)).then((s) => s.isFile(), () => false)));
  const files = new Set(paths.filter((_, i) => isFile[i]));
  // A .br/.gz copy is a form of its file, not an address of its own.
  return [...files].filter((path) => !(ENCODED_COPY.test(path) && files.has(path.slice(0, -3))));
}

/**
 * Registers a GET (and HEAD) route for every built file but index.html, which the page route renders. Returns
 * whether there is a built web app at all (its index.html); without one nothing is registered.
 */
export async function registerBuiltFiles(app: FastifyInstance, options: { webRoot: string }): Promise<boolean> {
  if (!existsSync(join(options.webRoot, 'index.html'))) return false;
  for (const path of await builtPaths(options.webRoot)) {
    const file = join(options.webRoot, path);
    const [identity, br, gzip] = await Promise.all([readForm(file), readForm(`${file}.br`), readForm(`${file}.gz`)]);
    if (!identity) continue;
    const builtFile: FileInMemory = {
      contentType: contentTypeOf(path),
      cacheControl: path.startsWith('assets/') ? FINGERPRINTED : UNFINGERPRINTED,
      identity,
      br,
      gzip,
    };
    app.route({
      method: ['GET', 'HEAD'],
      url: `/${path}`,
      schema: { hide: true },
      handler: (request, reply) => sendFileInMemory(request, reply, builtFile),
    });
  }
  return true;
}
