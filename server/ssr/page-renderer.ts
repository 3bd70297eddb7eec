// Server rendering of the public pages (docs/decisions/0016-public-answers-from-memory.md): the SSR build of
// web/entry-server.tsx renders a page as a visitor, its data read through the app itself, so the page arrives with its
// content and the client hydrates it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { withHeadTags } from './page-assets.ts';

/** web/entry-server.tsx's renderPage, as the server sees it (the server does not compile the web app). */
interface EntryServer {
  renderPage(
    path: string,
    transport: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ appHtml: string; dataScript: string; chunks: string[]; headTags: string[] } | null>;
}

export interface RenderedPage {
  appHtml: string;
  dataScript: string;
  /** What the render wants in the head (web/entry-server.tsx): image preloads, paint after parsing. */
  headTags: string[];
  /** Names of the lazy components rendered: their styles belong in the head (page-assets.ts). */
  chunks: string[];
}

export type PageRenderer = (path: string) => Promise<RenderedPage | null>;

/**
 * The renderer of the build next to `webRoot` (dist/ssr beside dist/web), or null without one: the server tests'
 * fake web app and `npm run dev` (Vite serves the app) get the app's shell, as every page did before.
 */
export async function loadPageRenderer(app: FastifyInstance, webRoot: string): Promise<PageRenderer | null> {
  const entryPath = join(webRoot, '..', 'ssr', 'entry-server.js');
  if (!existsSync(entryPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as EntryServer;

  // The page's API calls go through the app as a visitor's would (no session), so the public answer cache serves
  // them; only reads are expected from a render.
  const transport = async (url: string, init: RequestInit) => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`A server render may only read: ${init.method} ${url}`);
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
    return new Response(hasBody ? new Uint8Array(answer.rawPayload) : null, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };

  return (path) => entry.renderPage(path, transport);
}

/** The page's shell (server/ssr/page-assets.ts) with the rendered page in it. */
export function withRenderedPage(shell: string, page: RenderedPage): string {
  // A replacer function, not a string: a '$' in the page's text must not be read as a replacement pattern.
  return withHeadTags(shell, page.headTags).replace('<div id="root"></div>', () => `<div id="root">${page.appHtml}</div>\n    ${page.dataScript}`);
}
