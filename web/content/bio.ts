// The Bio hero page's copy: how the studio began, and the way here.
import { stillsAmong } from './stills.ts';

const galleryStill = stillsAmong(
  import.meta.glob<string>('../assets/media/gallery/gallery-12.*', { eager: true, query: '?url', import: 'default' }),
);

export const bioHero = {
  eyebrow: 'Our Story',
  lead: 'Two rooms above a bakery, one borrowed camera, and the belief that the quietest stories can carry the furthest.',
  body: 'Since 2014 Ember Lane Studios has grown from a one-woman edit suite into a home for filmmakers who care about the details: the right face, the right light, the right silence before the line.',
  still: galleryStill(12, 'A lone figure walks toward a setting sun at the end of a long road'),
};

export interface Milestone {
  year: string;
  title: string;
  text: string;
}

export const milestones: Milestone[] = [
  {
    year: '2014',
    title: 'Two rooms on Ember Lane',
    text: 'Tessa Reyes opens the studio above a bakery, with a second-hand editing desk and a slate of short films.',
  },
  {
    year: '2017',
    title: 'The Quiet Harbor',
    text: 'Our first feature, shot in eighteen days in a working lighthouse, finds its audience on the festival circuit.',
  },
  {
    year: '2020',
    title: 'Northbound',
    text: 'A frozen highway, a long-haul truck and a crew of twelve: our first production filmed entirely on the road.',
  },
  {
    year: '2025',
    title: 'Deep Seeded Thoughts and Back 2 Basics',
    text: 'Two new features in one year, and the launch of our own streaming rentals so viewers can watch at home.',
  },
  {
    year: 'Now',
    title: 'Glass Orchard',
    text: 'Our next feature is in production, with casting open for several roles.',
  },
];

/** The Bio screen's heading, its two ways on, and the timeline's heading. */
export const bioPageContent = {
  title: 'Bio',
  exploreMovies: 'Explore Movies',
  meetTheTeam: 'Meet the Team',
  timelineEyebrow: 'Since 2014',
  timelineTitle: 'The way here',
} as const;
