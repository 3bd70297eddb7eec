import { describe, expect, it } from 'vitest';
import { isPublicPagePath } from '../seo/sitemap.ts';
import { createPageAssets, type BuildManifest } from './page-assets.ts';
import { withRenderedPage } from './page-renderer.ts';

// Shaped like dist/web/.vite/manifest.json.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared-b.js'], css: ['assets/index-a.css'] },
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

describe("a rendered page's lazy chunks", () => {
  it('link their stylesheets and preload their code, leaving out what index.html loads already', () => {
    expect(createPageAssets(manifest)(['MovieGalleriesPage'])).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/movie-galleries-page-d.css">',
      '<link rel="stylesheet" crossorigin href="/assets/gallery-c.css">',
      '<link rel="modulepreload" crossorigin href="/assets/movie-galleries-page-d.js">',
      '<link rel="modulepreload" crossorigin href="/assets/gallery-c.js">',
    ]);
  });

  it('refuses a component the build has no chunk for, rather than sending a page that would shift', () => {
    expect(() => createPageAssets(manifest)(['CastingPage'])).toThrow('CastingPage');
  });
});

describe('the page sent', () => {
  it("puts the app's HTML in #root, its data after it and the tags in the head, taking '$' literally", () => {
    const shell = '<html><head><title>x</title>\n  </head><body><div id="root"></div></body></html>';
    const html = withRenderedPage(shell, { appHtml: '<h1>$& $1</h1>', dataScript: '<script type="application/json" id="page-data">{}</script>', headTags: ['<link rel="modulepreload" href="/a.js">'] });
    expect(html).toContain('<link rel="modulepreload" href="/a.js">\n  </head>');
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
