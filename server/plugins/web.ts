// Serves the built React app (fingerprinted assets cached for a year), the uploaded media, and the SPA
// fallback: unknown /api paths are a JSON 404, every other GET gets index.html and the client router decides.
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brand } from '../../common/brand.ts';
import { serverMessages } from '../../common/messages.ts';
import { UPLOADS_URL_PREFIX } from '../media/store.ts';
import { hasMalformedUrl } from './malformed-url.ts';
import { resolvePageMeta } from '../seo/page-meta.ts';
import { renderIndexHtml } from '../seo/render-html.ts';
import { registerSitemap } from '../seo/sitemap.ts';

const ONE_YEAR = 'public, max-age=31536000, immutable';

export async function registerWeb(app: FastifyInstance, options: { webRoot: string; mediaRoot: string }) {
  await mkdir(options.mediaRoot, { recursive: true });
  // Stored media keys carry a unique suffix, so a URL never changes content.
  await app.register(fastifyStatic, {
    root: options.mediaRoot,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', ONE_YEAR),
  });

  const indexPath = join(options.webRoot, 'index.html');
  const hasWebApp = existsSync(indexPath);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      prefix: '/',
      // One route per built file: '/' and client-side routes fall through to the SPA handler below.
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of text assets (scripts/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const isFingerprinted = path.startsWith(join(options.webRoot, 'assets'));
        const isIndex = path.endsWith('index.html');
        reply.header('cache-control', isFingerprinted ? ONE_YEAR : isIndex ? 'no-cache' : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn(`No built web app at ${options.webRoot}: run "npm run build" (npm start does it for you).`);
  }

  await registerSitemap(app);

  let indexTemplate: string | undefined;
  // Every page is the same app; what differs is the page's title, description and sharing tags, written in
  // here so that search engines and link previews see them without running the app.
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    indexTemplate ??= await readFile(indexPath, 'utf8');
    // The path as sent, read as a path (seo/page-meta.ts). Not `new URL(request.url, base)`: that reads '//x' and
    // '/\x' as a host name, and throws on '//', '//:' or '/\' alone, which made a 500 of a mistyped address.
    const [path = '/'] = request.url.split('?', 1);
    const meta = await resolvePageMeta(app.deps, path);
    // An address that could not be decoded (plugins/malformed-url.ts) still gets the app, which decides what to
    // show, but names no page: a 400, kept out of search results.
    const isMalformed = hasMalformedUrl(request);
    return reply
      .status(isMalformed ? 400 : meta.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderIndexHtml(indexTemplate, isMalformed ? { ...meta, noindex: true } : meta, brand.name));
  };

  const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
  // Pages are a real route (not the not-found handler) so that they get the hooks every route gets: compression.
  // Files of the build and the API's own routes are more specific and win; an unknown /api path is not a page.
  if (hasWebApp) {
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (isApiPath(request.url)) return reply.callNotFound();
      return sendIndex(request, reply);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (hasMalformedUrl(request)) return reply.status(400).send({ error: serverMessages.invalidRequest });
    return reply.status(404).send({ error: serverMessages.notFound });
  });
}
