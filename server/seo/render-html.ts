// Writes a page's meta into the app's index.html: the built file is the template, so Vite's script and
// style tags stay as they are.
import { escapeHtml } from '../http/html.ts';
import { jsonLdScriptText } from './movie-json-ld.ts';
import type { PreloadImage, ServerPageMeta } from './page-meta.ts';

export function renderIndexHtml(template: string, meta: ServerPageMeta, siteName: string): string {
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    meta.preloadImage ? preloadLink(meta.preloadImage) : '',
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    meta.noindex ? tag('name', 'robots', 'noindex') : '',
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    meta.image ? tag('property', 'og:image', meta.image) : '',
    meta.image && meta.imageAlt ? tag('property', 'og:image:alt', meta.imageAlt) : '',
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    meta.image ? tag('name', 'twitter:image', meta.image) : '',
    // Data, not script: the CSP's ban on inline scripts does not apply to it, and nothing runs it.
    meta.structuredData ? `<script type="application/ld+json">${jsonLdScriptText(meta.structuredData)}</script>` : '',
  ].filter(Boolean);

  // Replacer functions, not strings: a '$' in a movie title must not be read as a replacement pattern.
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, () => tag('name', 'description', meta.description))
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

/**
 * The page's largest image, fetched at high priority as soon as the HTML arrives instead of after the app's
 * script has run and rendered it (Largest Contentful Paint).
 */
function preloadLink(image: PreloadImage): string {
  const attributes = [
    'rel="preload"',
    'as="image"',
    `href="${escapeHtml(image.href)}"`,
    image.srcSet ? `imagesrcset="${escapeHtml(image.srcSet)}"` : '',
    image.sizes ? `imagesizes="${escapeHtml(image.sizes)}"` : '',
    'fetchpriority="high"',
  ].filter(Boolean);
  return `<link ${attributes.join(' ')} />`;
}
