// The server's render of a public page (server/ssr): built by `vite build --ssr` into dist/ssr, loaded by the
// Fastify process. The same providers and routes as the client (web/app/app.tsx), as a visitor: the page's HTML
// is shared by everyone, and the client's first render, which hydrates it, is a visitor's too (auth-provider.tsx).
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { setApiTransport, type ApiTransport } from './api/api-client.ts';
import { createQueryClient } from './api/query-client.ts';
import { shouldShowSplash, SPLASH_POSTER_URL } from './app/layout/splash.tsx';
import { RenderedChunks } from './app/lazy-named.tsx';
import { PAINT_AFTER_PAGE_DATA, pageDataScript } from './app/page-data.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/routes.tsx';

export interface RenderedPage {
  /** The app's HTML, to go inside #root. */
  appHtml: string;
  /** The <script type="application/json"> with the page's data (web/app/page-data.ts), to follow #root. */
  dataScript: string;
  /** Names of the lazy components rendered: their chunks' CSS and code belong in the head. */
  chunks: string[];
  /** For the head: no paint before the whole page is parsed, and the preloads of the first screen's images. */
  headTags: string[];
}

// A query may lead to another (a page rendered with one answer asks for the next): a few rounds at most.
const MAX_RENDER_PASSES = 4;

/**
 * Renders `path` (a public page's, without query string) as a visitor. `transport` answers the API calls the
 * page's queries make (the server sends them through the app itself). Null when one of the answers failed: the
 * page is then left to the client, which shows the failure as it always does.
 */
export async function renderPage(path: string, transport: ApiTransport): Promise<RenderedPage | null> {
  setApiTransport(transport);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const chunks = new Set<string>();

  // useQuery does not fetch on the server; it only records the query. Render, fetch what the render asked for,
  // render again with the answers, until a render asks for nothing new.
  let html = await renderToString(path, queryClient, chunks);
  for (let pass = 1; pass < MAX_RENDER_PASSES; pass += 1) {
    const waiting = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'pending' && isEnabled(query) });
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = await renderToString(path, queryClient, chunks);
  }
  if (queryClient.getQueryCache().findAll({ type: 'all', predicate: (query) => query.state.status === 'error' }).length > 0) return null;

  // React writes the preloads it makes (images with fetchpriority high) at the start of a render that is not a
  // whole document. They go to the head: inside #root, hydration would take them for the app's first element.
  const [, reactPreloads = '', appHtml = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
  // On a fresh load the splash covers the page: its poster is the largest thing on screen.
  const splashPreload = `<link rel="preload" as="image" href="${SPLASH_POSTER_URL}" fetchpriority="high">`;
  return {
    appHtml,
    // TanStack's dehydrate keeps successful queries only (a failed page is not server-rendered anyway).
    dataScript: pageDataScript({ queries: dehydrate(queryClient), chunks: [...chunks] }),
    chunks: [...chunks],
    headTags: [
      PAINT_AFTER_PAGE_DATA,
      ...(shouldShowSplash(path, false) ? [splashPreload] : []),
      ...(reactPreloads.match(/<link [^>]*>/g) ?? []),
    ],
  };
}

/** Queries a visitor does not make (a viewer's own review) are created disabled: nothing to fetch for them. */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

async function renderToString(path: string, queryClient: QueryClient, chunks: Set<string>): Promise<string> {
  const errors: unknown[] = [];
  // prerender (not renderToString): it waits for the lazy components to load instead of rendering their fallback.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <RenderedChunks value={chunks}>
          <AppProviders queryClient={queryClient}>
            <AppRoutes />
          </AppProviders>
        </RenderedChunks>
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every part inline, in order: a part sent out of line would need React's inline script to move it in place,
      // and the CSP allows none.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // A component that failed would leave its part to the client, which would not match: no server page then.
  if (errors.length > 0) throw errors[0];
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}
