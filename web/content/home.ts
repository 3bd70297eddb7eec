// The Home page's copy below the hero: a short studio introduction and the ways into the site.
import heroPosterUrl from '../assets/media/hero-poster.webp';
import heroVideoUrl from '../assets/media/hero.mp4';
import { stillsAmong, type Still } from './stills.ts';

// The files of the stills below, and no others: this module is part of every public page's first load.
const galleryStill = stillsAmong(
  import.meta.glob<string>('../assets/media/gallery/gallery-{01,03,04,10,16}.*', { eager: true, query: '?url', import: 'default' }),
);

export const homeHero = {
  eyebrow: 'Independent film production',
  cta: 'Explore Movies',
  videoUrl: heroVideoUrl,
  posterUrl: heroPosterUrl,
  /** The poster's intrinsic size (the video's too), so its box is reserved. */
  width: 1280,
  height: 720,
};

/** The films below the hero: the film the studio features, then every film's poster in a row. */
export const homeFilms = {
  eyebrow: 'Now Showing',
  heading: 'Our films',
  featuredEyebrow: 'Featured film',
  viewFilm: 'View film',
  postersLabel: 'All films',
} as const;

/**
 * The signed-in viewer's running rentals, on the home page and above the movies: where they stopped and the time left
 * (the countdown's own words, common/rental-time.ts).
 */
export const continueWatchingContent = {
  heading: 'Continue watching',
  /** The progress bar's name; it reads its value as a percentage. */
  watched: 'Watched',
} as const;

export const homeNewsletter = {
  heading: 'Stay in the loop',
  text: 'New releases, premieres and casting calls, a few times a year. Never more.',
};

export const homeIntro = {
  eyebrow: 'The Studio',
  heading: 'Small stories, told at full scale',
  text: 'We are a small team making intimate, character-driven films: shot on real locations, lit by hand, and cut with patience. From the first draft to the final mix, every frame is ours.',
  linkLabel: 'About the studio',
  /** Two stills laid one over the other: the larger behind, the smaller in front. */
  stills: {
    back: galleryStill(4, 'A director’s chair between two lamps on an empty sound stage'),
    front: galleryStill(16, 'A silhouetted camera operator beside a film camera on a tripod'),
  } satisfies Record<'back' | 'front', Still>,
};

export interface HomeFeature {
  to: string;
  eyebrow: string;
  title: string;
  text: string;
  image: Still;
}

export const homeFeatures: HomeFeature[] = [
  {
    to: '/trailer',
    eyebrow: 'Watch',
    title: 'Trailers',
    text: 'First looks at Deep Seeded Thoughts and Back 2 Basics.',
    image: galleryStill(10, 'Glowing roots spreading beneath a lone seedling'),
  },
  {
    to: '/gallery',
    eyebrow: 'Stills',
    title: 'Gallery',
    text: 'Frames and behind-the-scenes moments from our sets.',
    image: galleryStill(1, 'A night shoot among shipping containers at the docks'),
  },
  {
    to: '/casting',
    eyebrow: 'Join Us',
    title: 'Casting',
    text: 'Open roles for our next feature, Glass Orchard.',
    image: galleryStill(3, 'Two figures in a bright doorway at the end of a dark room'),
  },
];

export const homeFeaturesHeading = {
  eyebrow: 'Explore',
  title: 'More from the studio',
} as const;
