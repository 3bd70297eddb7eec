// Serves the built React app (fingerprinted assets cached for a year), the uploaded media, and the pages: the
// public ones rendered by the server (server/ssr) and kept in the public answer cache, every other GET the app's
// shell (index.html) where the client router decides. Unknown /api paths are a JSON 404.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brand } from '../../common/brand.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { registerBuiltFiles } from './built-files.ts';
import { hasMalformedUrl } from '../http/malformed-url.ts';
import { registerUploads } from './static-files.ts';
import { createVariantMaker } from '../media/images.ts';
import type { MediaStore } from '../media/store.ts';
import { sendCachedAnswer } from '../public-cache/send.ts';
import { PAGE_TAG } from '../public-cache/store.ts';
import { resolvePageMeta, type ServerPageMeta } from '../seo/page-meta.ts';
import { renderIndexHtml } from '../seo/render-html.ts';
import { isPublicPagePath, registerSitemap } from '../seo/sitemap.ts';
import { readPageAssets } from '../ssr/page-assets.ts';
import { loadPageRenderer, withRenderedPage } from '../ssr/page-renderer.ts';

const HTML = 'text/html; charset=utf-8';

/** A page whose data could not be read: it is sent as the shell, where the client shows the failure. */
class PageNotRendered extends Error {}

export async function registerWeb(app: FastifyInstance, options: { webRoot: string; media: MediaStore }) {
  const { media } = options;
  registerUploads(app, {
    objects: media.objects,
    publicUrl: app.deps.config.objectStore?.mediaPublicUrl,
    makeMissing: createVariantMaker(media),
  });
  // Every built file but index.html, from memory; '/' and client routes fall through to the page route below.
  const hasWebApp = await registerBuiltFiles(app, { webRoot: options.webRoot });
  if (!hasWebApp) app.log.warn(`No built web app at ${options.webRoot}: run "npm run build" (npm start does it for you).`);
  const indexPath = join(options.webRoot, 'index.html');

  await registerSitemap(app);

  const pageAssets = hasWebApp ? await readPageAssets(options.webRoot) : null;
  const renderPage = pageAssets ? await loadPageRenderer(app, options.webRoot) : null;
  let indexTemplate: string | undefined;
  // Every page is the same app; what differs is the page's title, description and sharing tags, written in
  // here so that search engines and link previews see them without running the app.
  const shellHtml = async (meta: ServerPageMeta) => {
    indexTemplate ??= await readFile(indexPath, 'utf8');
    return renderIndexHtml(indexTemplate, meta, brand.name);
  };

  // A public page as everyone gets it: its meta and, for an existing page, its content rendered as a visitor's.
  // Kept until any write (the 'page' tag is dropped on every invalidation), so a request is a lookup.
  const buildPublicPage = async (path: string) => {
    const meta = await resolvePageMeta(app.deps, path);
    const shell = await shellHtml(meta);
    if (meta.status !== 200 || !renderPage || !pageAssets) return { status: meta.status, contentType: HTML, body: shell };
    const page = await renderPage(path);
    if (!page) throw new PageNotRendered();
    // The page's image preloads first in the head, then its styles: the browser asks for the images before it
    // has read 40 kB of CSS.
    return { status: 200, contentType: HTML, body: pageAssets.renderedPageShell(withRenderedPage(shell, page), page.chunks) };
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    // The path as sent, read as a path (seo/page-meta.ts). Not `new URL(request.url, base)`: that reads '//x' and
    // '/\x' as a host name, and throws on '//', '//:' or '/\' alone, which made a 500 of a mistyped address.
    const [path = '/'] = request.url.split('?', 1);
    // An address that could not be decoded (http/malformed-url.ts) still gets the app, which decides what to
    // show, but names no page: a 400, kept out of search results.
    const isMalformed = hasMalformedUrl(request);
    // One cached page per public path: an address with a query string gets the shell, so that random queries
    // cannot fill the cache.
    if (renderPage && !isMalformed && request.url === path && isPublicPagePath(path)) {
      try {
        const answer = await app.publicCache.answer(`page:${path}`, [PAGE_TAG], () => buildPublicPage(path));
        return sendCachedAnswer(request, reply, answer, 'no-cache');
      } catch (error) {
        if (!(error instanceof PageNotRendered)) request.log.error({ err: error }, 'server render failed: sending the app shell');
      }
    }
    const meta = await resolvePageMeta(app.deps, path);
    return reply
      .status(isMalformed ? 400 : meta.status)
      .type(HTML)
      .header('cache-control', 'no-cache')
      .send(await shellHtml(isMalformed ? { ...meta, noindex: true } : meta));
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
