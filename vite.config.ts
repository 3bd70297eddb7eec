import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress.ts';

// API served by the Fastify process during `npm run dev` (scripts/dev.mjs starts it on this port).
const devApiTarget = `http://127.0.0.1:${process.env.DEV_API_PORT ?? 3001}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  // No files copied as they are: the site's media live in web/assets/media/ and go through the asset pipeline,
  // which gives them content-hashed names under /assets/ (cached for a year, see server/plugins/web.ts).
  publicDir: false,
  // The server's render of the public pages (`vite build --ssr entry-server.tsx`, see web/entry-server.tsx) goes to
  // dist/ssr, next to the web app it renders. The web app's manifest tells the server which CSS and code a
  // rendered page's lazy components need (server/ssr/page-assets.ts).
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  build: {
    outDir: isSsrBuild ? '../dist/ssr' : '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
    manifest: !isSsrBuild,
    // Every browser the build targets (Baseline widely available) preloads modules itself.
    modulePreload: { polyfill: false },
    // Two entries: the app (index.html) and web/boot.ts, which a server-rendered page loads instead and which
    // starts the app once the page has loaded (server/ssr/page-assets.ts). Boot shares only constants with the app
    // (common/page-boot.ts): inlined where they are used, they make no chunk of their own for boot to wait on.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: ['index.html', 'boot.ts'].map((file) => fileURLToPath(new URL(`web/${file}`, import.meta.url))),
          optimization: { inlineConst: true },
          // The small modules the first page and the lazy public pages share (their texts, the loading state, the
          // pager, the alert and flash message a movie's page shows) travel as one chunk rather than one request
          // each: every chunk costs the first load its own overhead (the budget: docs/decisions/0004-web-shell.md).
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'public-shared',
                  test: /web\/(content\/(screen-texts|public-messages|catalogue|controls)\.ts|auth\/return-path\.ts|components\/(page-status|star-rating|pagination|flash-message|form\/form-alert)[/.])/,
                },
              ],
            },
          },
        },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: Object.fromEntries(
      // '/api' as a pattern: the app's own web/api/*.ts modules are served by Vite under /api/ too.
      ['^/api/(?!.*\\.tsx?(?:\\?|$))', '/sandbox', '/uploads', '/unsubscribe', '/subscribe', '/sitemap.xml', '/robots.txt'].map((path) => [
        path,
        { target: devApiTarget, changeOrigin: false },
      ]),
    ),
  },
  test: {
    root: '.',
    projects: [
      {
        test: {
          name: 'server',
          root: '.',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Vitest's own excludes, and the tests that need an S3 server (vitest.s3.config.ts runs those).
          exclude: ['**/node_modules/**', '**/.git/**', '**/*.s3.test.ts'],
          // One process, one module graph: the prepared test database is opened once and shared by all
          // API test files (see server/test/app.ts).
          isolate: false,
          fileParallelism: false,
          setupFiles: ['server/test/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: '.',
          environment: 'jsdom',
          include: ['web/**/*.test.tsx', 'web/**/*.test.ts'],
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
}));
