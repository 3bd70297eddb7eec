// The Trailers page: the two trailers the site ships (web/assets/media/).
import { publicScreenMessages } from './public-messages.ts';
import back2BasicsPosterUrl from '../assets/media/trailer-back-2-basics.jpg';
import back2BasicsVideoUrl from '../assets/media/trailer-back-2-basics.mp4';
import deepSeededThoughtsPosterUrl from '../assets/media/trailer-deep-seeded-thoughts.jpg';
import deepSeededThoughtsVideoUrl from '../assets/media/trailer-deep-seeded-thoughts.mp4';

export interface Trailer {
  id: string;
  /**
   * The film's title as docs/product.md#trailers-galleries-and-behind-the-scenes writes it; the page shows it followed
   * by ' TRAILER'.
   */
  title: string;
  logline: string;
  videoUrl: string;
  posterUrl: string;
  width: number;
  height: number;
}

export const trailers: Trailer[] = [
  {
    id: 'deep-seeded-thoughts',
    title: 'DEEP SEEDED THOUGHTS',
    logline: 'A botanist inherits her grandmother’s greenhouse, and the secrets buried beneath it.',
    videoUrl: deepSeededThoughtsVideoUrl,
    posterUrl: deepSeededThoughtsPosterUrl,
    width: 1280,
    height: 720,
  },
  {
    id: 'back-2-basics',
    title: 'BACK 2 BASICS',
    logline: 'Two estranged brothers reopen their father’s boxing gym for one last summer.',
    videoUrl: back2BasicsVideoUrl,
    posterUrl: back2BasicsPosterUrl,
    width: 1280,
    height: 720,
  },
];

/**
 * 'DEEP SEEDED THOUGHTS TRAILER': each title followed by ' TRAILER'
 * (docs/product.md#trailers-galleries-and-behind-the-scenes).
 */
export function trailerHeading(trailer: Pick<Trailer, 'title'>): string {
  return `${trailer.title} TRAILER`;
}

/** docs/product.md#errors: the text inside a native video element, for browsers that cannot play it. */
export const VIDEO_FALLBACK_TEXT = publicScreenMessages.videoUnsupported;

/** The Trailers screen's heading, its intro around the link to the movies, and each trailer's link to its film. */
export const trailersPageContent = {
  eyebrow: 'Watch',
  title: 'Trailers',
  introBeforeLink: 'First looks at our two newest features. Turn the sound up, then',
  introLink: 'rent the full films',
  introAfterLink: 'to watch at home.',
  /** Under a trailer whose film can be rented now. */
  rentFilm: 'Rent the film',
  /** Under a trailer whose film is rented already, or not yet to rent. */
  viewFilm: 'View film',
} as const;
