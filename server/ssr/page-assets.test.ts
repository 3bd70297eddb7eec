import { describe, expect, it } from 'vitest';
import { isPublicPagePath } from '../seo/sitemap.ts';
import { createPageAssets, type BuildManifest } from './page-assets.ts';
import { withRenderedPage } from './page-renderer.ts';

// Shaped like dist/web/.vite/manifest.json: the app (index.html's entry) and web/boot.ts, which starts it.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared-b.js'], css: ['assets/index-a.css'] },
  'boot.ts': { file: 'assets/boot-z.js', src: 'boot.ts', isEntry: true },
  '_shared-b.js': { file: 'assets/shared-b.js', css: ['assets/shared-b.css'] },
  '_gallery-c.js': { file: 'assets/gallery-c.js', css: ['assets/gallery-c.css'], imports: ['_shared-b.js'] },
  'pages/public/movie-galleries-page.tsx': {
    file: 'assets/movie-galleries-page-d.js',
    src: 'pages/public/movie-galleries-page.tsx',
    isDynamicEntry: true,
    imports: ['_gallery-c.js', '_shared-b.js'],
    css: ['assets/movie-galleries-page-d.css'],
  },
};

// index.html as Vite writes it for that build.
const shell = [
  '<html><head><title>x</title>',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/shared-b.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
  '<link rel="stylesheet" crossorigin href="/assets/shared-b.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

/** A stylesheet's text, as the build would have it: here its name, to see which were written in. */
const readStyle = (file: string) => `/* ${file} */`;

describe('the head of a page the server rendered', () => {
  const page = createPageAssets(manifest, readStyle).renderedPageShell(shell, ['MovieGalleriesPage']);

  it("carries the app's styles and its lazy chunks' in order, each marked as there by a disabled link", () => {
    expect(page).toContain(
      '<style>/* assets/index-a.css */\n/* assets/shared-b.css */\n/* assets/movie-galleries-page-d.css */\n/* assets/gallery-c.css */</style>',
    );
    for (const file of ['index-a.css', 'shared-b.css', 'movie-galleries-page-d.css', 'gallery-c.css']) {
      expect(page).toContain(`<link rel="stylesheet" crossorigin href="/assets/${file}" disabled>`);
    }
    expect(page).not.toMatch(/<link rel="stylesheet"[^>]*(?<!disabled)>/);
  });

  it("loads boot instead of the app, naming the app's entry and every module it will need", () => {
    expect(page).not.toContain('src="/assets/index-a.js"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      '<script type="module" crossorigin src="/assets/boot-z.js" data-app="/assets/index-a.js"' +
        ' data-modules="/assets/shared-b.js /assets/movie-galleries-page-d.js /assets/gallery-c.js"></script>',
    );
  });

  it("links a stylesheet that would end the <style> element early, rather than cut the page's styles", () => {
    const withTrap = createPageAssets(manifest, (file) => (file.includes('gallery-c') ? 'a::after { content: "</style>" }' : ''));
    const html = withTrap.renderedPageShell(shell, ['MovieGalleriesPage']);
    expect(html).not.toContain('<style>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/gallery-c.css">');
  });

  it('refuses a component the build has no chunk for, rather than sending a page that would shift', () => {
    expect(() => createPageAssets(manifest, readStyle).renderedPageShell(shell, ['CastingPage'])).toThrow('CastingPage');
  });

  it("refuses an index.html written otherwise than the build's manifest says, rather than send the app early", () => {
    const assets = createPageAssets(manifest, readStyle);
    expect(() => assets.renderedPageShell(shell.replace(' crossorigin src', ' src'), [])).toThrow('index-a.js');
  });
});

describe('the page sent', () => {
  it("puts the app's HTML in #root, its data after it and the tags in the head, taking '$' literally", () => {
    const shell = '<html><head><title>x</title>\n  </head><body><div id="root"></div></body></html>';
    const html = withRenderedPage(shell, {
      appHtml: '<h1>$& $1</h1>',
      dataScript: '<script type="application/json" id="page-data">{}</script>',
      headTags: ['<link rel="preload" as="image" href="/a.jpg">'],
      chunks: [],
    });
    expect(html).toContain('<link rel="preload" as="image" href="/a.jpg">\n  </head>');
    expect(html).toContain('<div id="root"><h1>$& $1</h1></div>\n    <script type="application/json" id="page-data">{}</script></body>');
  });

  it('is server-rendered for the public paths only', () => {
    for (const path of ['/', '/movies', '/movies/7', '/movies/7/backstage', '/cover/3', '/movie-galleries', '/casting']) {
      expect(isPublicPagePath(path), path).toBe(true);
    }
    for (const path of ['/login', '/register', '/admin', '/account/password', '/payment/success', '/reset-password/x', '/movies/7/reviews', '/movies/abc', '/movies/', '//movies']) {
      expect(isPublicPagePath(path), path).toBe(false);
    }
  });
});
