// Title and description of each public route. The server writes them into the HTML it sends (for search
// engines and link previews); the web app sets the same ones when the visitor navigates.
import { brand } from './brand.ts';

export interface PageMeta {
  /** The page's own title; the document title adds the brand (see documentTitle). */
  title?: string;
  description: string;
}

export const staticPageMeta = {
  '/': { description: brand.description },
  '/about': {
    title: 'About',
    description: `The people behind ${brand.name}: our founder, our team, and the vision, mission and values we work by.`,
  },
  '/bio': {
    title: 'Bio',
    description: `How ${brand.name} began, and the stories we are still chasing.`,
  },
  '/movies': {
    title: 'Movies',
    description: `Rent and stream the films of ${brand.name}, with reviews from our viewers.`,
  },
  '/movie-galleries': {
    title: 'Movie Galleries',
    description: `Posters and behind-the-scenes galleries from every ${brand.name} production.`,
  },
  '/trailer': {
    title: 'Trailers',
    description: 'Watch the trailers for DEEP SEEDED THOUGHTS and BACK 2 BASICS.',
  },
  '/gallery': {
    title: 'Gallery',
    description: `Stills and behind-the-scenes moments from the sets of ${brand.name}.`,
  },
  '/casting': {
    title: 'Casting',
    description: `Casting opportunities at ${brand.name}: current roles and how to send your headshot and resume.`,
  },
  '/privacy': {
    title: 'Privacy',
    description: `What ${brand.name} counts to tell its filmmakers how their films do, and what it keeps to rent you films.`,
  },
  '/login': { title: 'Login', description: `Log in to rent and watch films from ${brand.name}.` },
  '/register': { title: 'Register', description: `Create an account to rent and review films from ${brand.name}.` },
} as const satisfies Record<string, PageMeta>;

export type StaticPagePath = keyof typeof staticPageMeta;

export function isStaticPagePath(path: string): path is StaticPagePath {
  return Object.hasOwn(staticPageMeta, path);
}

/** 'Movies · Ember Lane Studios'; the brand alone without a page title. */
export function documentTitle(title?: string): string {
  return title ? `${title} · ${brand.name}` : brand.name;
}

/** A description cut to what search results show, at a word boundary. */
export function clipDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
