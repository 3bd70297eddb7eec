// Knip (`npm run lint`): no unused file, dependency, export or type. It follows the imports from the entries
// below; the plugins of the tools the project uses (Vite, Vitest, ESLint, drizzle-kit) add those tools' configs.
import type { KnipConfig } from 'knip';

// The demo film's HLS segments end in .ts (MPEG transport stream), not TypeScript (as in tsconfig.json), wherever
// the seed data lives under server/.
const demoFilmSegments = ['server/**/seed/films/**'];

// Knip finds on its own: the npm scripts' files (package.json: e2e/run.mjs, ...), the web app's index.html and
// boot.ts (vite.config.ts, which also reaches web/main.tsx), eslint.config.js and drizzle.config.ts.
const config: KnipConfig = {
  entry: [
    // The server: `npm start` imports its build (scripts/start.mjs), `npm run dev` runs it with tsx.
    'server/main.ts',
    // `npm run build:web` builds it for the server's render of the public pages (vite build --ssr).
    'web/entry-server.tsx',
    // Run by the npm scripts, by hand (each says how in its first lines) or by another script.
    'scripts/*.{ts,mjs}',
    'scripts/lib/bare-server.mjs',
  ],
  ignore: demoFilmSegments,
  vitest: {
    config: ['vitest.*.config.ts', 'e2e/vitest.config.ts'],
  },
  // Debian's programs, run by the scripts and the CI (.ci/run), not npm packages.
  ignoreBinaries: ['ffmpeg', 'setpriv'],
  ignoreDependencies: [
    // Run as a program, found by its package name (server/films/packaging/tools.ts), never imported.
    '@ffprobe-installer/ffprobe',
  ],
};

export default config;
