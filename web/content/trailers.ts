// The Trailers page: the two trailers the site ships (web/assets/media/).
import { publicMessages } from '../../common/messages.ts';
import back2BasicsPosterUrl from '../assets/media/trailer-back-2-basics.jpg';
import back2BasicsVideoUrl from '../assets/media/trailer-back-2-basics.mp4';
import deepSeededThoughtsPosterUrl from '../assets/media/trailer-deep-seeded-thoughts.jpg';
import deepSeededThoughtsVideoUrl from '../assets/media/trailer-deep-seeded-thoughts.mp4';

export interface Trailer {
  id: string;
  /** The film's title as the spec writes it; the page shows it followed by ' TRAILER'. */
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

/** 'DEEP SEEDED THOUGHTS TRAILER' (SPEC.md §2: each title followed by ' TRAILER'). */
export function trailerHeading(trailer: Pick<Trailer, 'title'>): string {
  return `${trailer.title} TRAILER`;
}

/** SPEC.md §8: the text inside a native video element, for browsers that cannot play it. */
export const VIDEO_FALLBACK_TEXT = publicMessages.videoUnsupported;
