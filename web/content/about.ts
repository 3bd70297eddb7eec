// The About page's copy: the founder, the team, and what the studio works by. Fictional people of the
// placeholder brand.
import { stillsAmong, type Still } from './stills.ts';

const galleryStill = stillsAmong(
  import.meta.glob<string>('../assets/media/gallery/gallery-05.*', { eager: true, query: '?url', import: 'default' }),
);

export interface Person {
  name: string;
  role: string;
  /** Shown in the monogram portrait. */
  initials: string;
  bio: string[];
}

export interface StudioValue {
  name: string;
  text: string;
}

export const founder: Person & { quote: string; still: Still } = {
  name: 'Tessa Reyes',
  role: 'Founder & Creative Director',
  initials: 'TR',
  bio: [
    'Tessa Reyes grew up in a harbor town where the only cinema opened three nights a week. She spent those nights in the back row and the rest of the week re-staging what she had seen with a borrowed camcorder, a bedsheet screen and whichever cousins would stand still long enough.',
    'After a decade cutting documentaries and commercials, she rented two rooms above a bakery on Ember Lane to make the films she could not stop thinking about. The ovens kept the edit suite warm through that first winter, and the street gave the studio its name.',
    'She still writes every first draft by hand and still shoots on real locations whenever the story allows. Her films have played festivals on three continents, but she measures them by a simpler test: whether someone leaves the theater wanting to call a person they love.',
  ],
  quote: 'Small stories deserve the same care as big ones. Usually they need more of it.',
  still: galleryStill(5, 'A clapperboard for Midnight Ledger, scene 12, take 3, directed by T. Reyes'),
};

export const team: Person[] = [
  {
    name: 'Jonah Whitcombe',
    role: 'Producer & Head of Production',
    initials: 'JW',
    bio: [
      'Jonah joined as a line producer on our first feature and never left. He turns ambitious scripts into schedules that work, keeps every crew paid on time, and has talked more location owners into yes than anyone we know.',
    ],
  },
  {
    name: 'Wren Okafor',
    role: 'Director of Photography',
    initials: 'WO',
    bio: [
      'Wren has shot every Ember Lane feature since Northbound. She favors natural light, practical lamps and long takes, and she has a gift for finding the one angle that makes an ordinary room feel like a memory.',
    ],
  },
];

export const vision =
  'A film culture in which small, personal stories are made with the same ambition as the biggest ones, and still find their audience.';

export const mission =
  'We develop, produce and release character-driven films with the craft of a large production and the heart of a small one, and we bring them straight to the viewers who want them.';

export const values: StudioValue[] = [
  { name: 'Patience', text: 'We give every story the time it needs, from the first draft to the final mix.' },
  { name: 'Craft', text: 'Real locations, practical light and sets built by hand wherever the story allows.' },
  { name: 'Generosity', text: 'Fair pay, honest credits and a hot meal for everyone on set, every day.' },
  { name: 'Honesty', text: 'Characters with rough edges, and endings that are earned rather than easy.' },
];

export const aboutIntro =
  'Ember Lane Studios is an independent production company making intimate, character-driven films. We are a small core team that grows into a full crew for every production, and we have kept the same stubborn idea since day one: a good story, told with care, travels further than a big budget.';

/** The About screen's headings and labels. */
export const aboutPageContent = {
  eyebrow: 'The Studio',
  title: 'About',
  founderEyebrow: 'Our Founder',
  teamEyebrow: 'The People',
  teamTitle: 'Team',
  principlesEyebrow: 'What We Work By',
  principlesTitle: 'Vision, Mission and Values',
  vision: 'Vision',
  mission: 'Mission',
  values: 'Values',
} as const;
