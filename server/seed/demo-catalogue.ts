// The demo catalogue seeded on an empty database: a believable slate for a small studio. Media files are
// in ./media, the packaged demo film in ./films (both made by scripts/demo-media/main.ts).
import type { RentalDurationHours } from '../../common/constants.ts';

/** The film shipped already packaged in ./films/<slug>/ (v<i>/ playlists and segments, film.json). */
export const DEMO_FILM_SLUG = 'ember-lane-reel';

export type DemoMovie = {
  slug: string;
  title: string;
  logline: string;
  description: string;
  priceCents: number;
  rentalDurationHours: RentalDurationHours;
  durationMinutes: number;
  videoUrl: string | null;
  /**
   * A shipped film (./films/<slug>) seeded as this movie's ready, self-hosted film: every active movie has that
   * or a YouTube link, so nothing on the demo slate can be rented without playing (docs/decisions/0015).
   */
  film?: string;
  websiteUrl: string | null;
  isActive: boolean;
};

export const demoMovies: DemoMovie[] = [
  {
    slug: 'deep-seeded-thoughts',
    title: 'Deep Seeded Thoughts',
    logline: 'A botanist inherits her grandmother’s greenhouse — and the secrets buried beneath it.',
    description:
      'When Nora Vale returns to the farm town she fled at seventeen, the greenhouse she inherits is the last thing she wants. But the plants keep growing in patterns that match her grandmother’s old letters, and the town keeps pretending not to notice. A slow-burning mystery about memory, inheritance and the things we plant in each other.',
    priceCents: 499,
    rentalDurationHours: 48,
    durationMinutes: 104,
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    websiteUrl: 'https://emberlanestudios.example/films/deep-seeded-thoughts',
    isActive: true,
  },
  {
    slug: 'back-2-basics',
    title: 'Back 2 Basics',
    logline: 'Two estranged brothers reopen their father’s boxing gym for one last summer.',
    description:
      'Marcus builds bridges for a living; Dre burns them. When their father’s gym is days from foreclosure, the brothers have one summer to turn a room full of kids and broken equipment into something worth saving — and to decide whether they are still family.',
    priceCents: 399,
    rentalDurationHours: 24,
    durationMinutes: 97,
    videoUrl: 'https://youtu.be/eRsGyueVLvQ',
    websiteUrl: 'https://emberlanestudios.example/films/back-2-basics',
    isActive: true,
  },
  {
    slug: 'midnight-ledger',
    title: 'Midnight Ledger',
    logline: 'A night-shift accountant finds one line in the books that should not exist.',
    description:
      'Ivy Park balances the accounts of a shipping firm that never sleeps. One entry — a container logged every night at 3:17 a.m. and never unloaded — pulls her into a city of closed doors, polite threats and people who count on nobody looking twice.',
    priceCents: 599,
    rentalDurationHours: 72,
    durationMinutes: 112,
    videoUrl: null,
    film: DEMO_FILM_SLUG,
    websiteUrl: null,
    isActive: true,
  },
  {
    slug: 'salt-and-static',
    title: 'Salt & Static',
    logline: 'A pirate radio DJ broadcasts from a rusting sea fort as a storm closes in.',
    description:
      'For twenty years "Captain Static" has played records to the coast from an abandoned sea fort. Tonight a storm cuts him off from the mainland, a runaway stows away on his supply boat, and the whole town is listening.',
    priceCents: 299,
    rentalDurationHours: 168,
    durationMinutes: 88,
    videoUrl: 'https://www.youtube.com/embed/R6MlUcmOul8',
    websiteUrl: null,
    isActive: true,
  },
  {
    slug: 'the-quiet-harbor',
    title: 'The Quiet Harbor',
    logline: 'A retired lighthouse keeper teaches a deaf teenager to sail.',
    description:
      'An unlikely friendship on a windswept island, told almost without words. Shot over four seasons with a crew of nine, The Quiet Harbor is a love letter to patience, weather and the people who wait for boats.',
    priceCents: 649,
    rentalDurationHours: 48,
    durationMinutes: 95,
    videoUrl: null,
    film: DEMO_FILM_SLUG,
    websiteUrl: 'https://emberlanestudios.example/films/the-quiet-harbor',
    isActive: true,
  },
  {
    slug: 'paper-lanterns',
    title: 'Paper Lanterns',
    logline: 'On the last night of the festival, six strangers miss the same train.',
    description:
      'An anthology of small hours: a busker, a bride, a night nurse, two runaways and a ticket inspector spend one long night in a riverside town lit only by paper lanterns.',
    priceCents: 199,
    rentalDurationHours: 24,
    durationMinutes: 79,
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    websiteUrl: null,
    isActive: true,
  },
  {
    slug: 'northbound',
    title: 'Northbound',
    logline: 'A long-haul trucker and a hitchhiking priest drive the length of a frozen highway.',
    description:
      'Withdrawn from rental while we prepare a restored edition. Two men, one cab, two thousand miles of ice road and a question neither of them wants to answer.',
    priceCents: 449,
    rentalDurationHours: 72,
    durationMinutes: 101,
    videoUrl: 'https://youtu.be/eRsGyueVLvQ',
    websiteUrl: null,
    isActive: false,
  },
];

export type DemoCover = {
  slug: string;
  title: string;
  description: string;
  movieSlug: string | null;
  isComingSoon: boolean;
};

export const demoCovers: DemoCover[] = [
  { slug: 'deep-seeded-thoughts', title: 'Deep Seeded Thoughts', description: 'Greenhouse nights and buried letters.', movieSlug: 'deep-seeded-thoughts', isComingSoon: false },
  { slug: 'back-2-basics', title: 'Back 2 Basics', description: 'One summer to save the gym.', movieSlug: 'back-2-basics', isComingSoon: false },
  { slug: 'midnight-ledger', title: 'Midnight Ledger', description: 'Some numbers were never meant to add up.', movieSlug: 'midnight-ledger', isComingSoon: false },
  { slug: 'salt-and-static', title: 'Salt & Static', description: 'Broadcasting through the storm.', movieSlug: 'salt-and-static', isComingSoon: false },
  { slug: 'festival-circuit', title: 'Festival Circuit 2026', description: 'Premieres, panels and late-night screenings from our festival year.', movieSlug: null, isComingSoon: false },
  { slug: 'glass-orchard', title: 'Glass Orchard', description: 'Our next feature. In production now.', movieSlug: null, isComingSoon: true },
];

type DemoPhoto = { file: string; title: string; description: string };
type DemoVideo = { url: string; title: string; description: string };

/** Backstage media per owner slug ("movie:<slug>" or "cover:<slug>"). A url without a scheme is a seed media file. */
export const demoBackstage: Record<string, { photos: DemoPhoto[]; videos: DemoVideo[] }> = {
  'movie:deep-seeded-thoughts': {
    photos: [
      { file: 'bts-deep-seeded-thoughts-1.jpg', title: 'Lighting the greenhouse', description: 'Eight practical lamps and a lot of fog.' },
      { file: 'bts-deep-seeded-thoughts-2.jpg', title: 'Blocking the letter scene', description: 'Rehearsal on day three.' },
      { file: 'bts-deep-seeded-thoughts-3.jpg', title: 'Golden hour', description: 'We had eleven minutes of it.' },
      { file: 'bts-deep-seeded-thoughts-4.jpg', title: 'Wrap night', description: 'The whole crew, one last time.' },
    ],
    videos: [
      { url: 'bts-deep-seeded-thoughts.mp4', title: 'Building the greenhouse', description: 'Two weeks of set construction in two minutes.' },
      { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Director’s commentary', description: 'Why the greenhouse had to be real.' },
    ],
  },
  'movie:back-2-basics': {
    photos: [
      { file: 'bts-back-2-basics-1.jpg', title: 'The ring', description: 'Rebuilt from the original 1970s frame.' },
      { file: 'bts-back-2-basics-2.jpg', title: 'Fight choreography', description: 'Every punch counted and rehearsed.' },
      { file: 'bts-back-2-basics-3.jpg', title: 'Camera rig', description: 'A handheld rig built for the sparring scenes.' },
      { file: 'bts-back-2-basics-4.jpg', title: 'Between takes', description: 'The cast kept training off camera.' },
    ],
    videos: [
      { url: 'bts-back-2-basics.mp4', title: 'Training montage, raw', description: 'Unedited footage from the gym days.' },
      { url: 'https://youtu.be/eRsGyueVLvQ', title: 'Cast interview', description: 'The brothers on playing brothers.' },
    ],
  },
  'cover:festival-circuit': {
    photos: [
      { file: 'bts-festival-circuit-1.jpg', title: 'Premiere night', description: 'The first public screening.' },
      { file: 'bts-festival-circuit-2.jpg', title: 'Q&A panel', description: 'Cast and crew take questions.' },
      { file: 'bts-festival-circuit-3.jpg', title: 'Late screening', description: 'A full house at midnight.' },
    ],
    videos: [{ url: 'bts-festival-circuit.mp4', title: 'Festival diary', description: 'A week on the road with the team.' }],
  },
};

export type DemoViewer = { firstName: string; lastName: string; email: string };

export const demoViewers: DemoViewer[] = [
  { firstName: 'Maya', lastName: 'Chen', email: 'maya.chen@viewers.emberlanestudios.example' },
  { firstName: 'Jonah', lastName: 'Reyes', email: 'jonah.reyes@viewers.emberlanestudios.example' },
  { firstName: 'Priya', lastName: 'Natarajan', email: 'priya.natarajan@viewers.emberlanestudios.example' },
  { firstName: 'Tomas', lastName: 'Lindqvist', email: 'tomas.lindqvist@viewers.emberlanestudios.example' },
  { firstName: 'Amara', lastName: 'Okafor', email: 'amara.okafor@viewers.emberlanestudios.example' },
  { firstName: 'Lucia', lastName: 'Ferraro', email: 'lucia.ferraro@viewers.emberlanestudios.example' },
  { firstName: 'Ben', lastName: 'Hartley', email: 'ben.hartley@viewers.emberlanestudios.example' },
  { firstName: 'Yuki', lastName: 'Tanaka', email: 'yuki.tanaka@viewers.emberlanestudios.example' },
  { firstName: 'Sam', lastName: 'Whitfield', email: 'sam.whitfield@viewers.emberlanestudios.example' },
  { firstName: 'Noor', lastName: 'Haddad', email: 'noor.haddad@viewers.emberlanestudios.example' },
  { firstName: 'Elena', lastName: 'Petrova', email: 'elena.petrova@viewers.emberlanestudios.example' },
  { firstName: 'Diego', lastName: 'Alvarez', email: 'diego.alvarez@viewers.emberlanestudios.example' },
];

/** Reviews by viewer index on movie slugs; each comes with a past (expired) paid rental of that movie. */
export const demoReviews: { viewer: number; movieSlug: string; rating: number; comment: string; daysAgo: number }[] = [
  { viewer: 0, movieSlug: 'deep-seeded-thoughts', rating: 5, comment: 'Quietly devastating. The greenhouse scenes will stay with me for a long time.', daysAgo: 12 },
  { viewer: 1, movieSlug: 'deep-seeded-thoughts', rating: 4, comment: 'Beautifully shot, a little slow in the middle, but the ending earns it.', daysAgo: 9 },
  { viewer: 2, movieSlug: 'deep-seeded-thoughts', rating: 5, comment: 'The best thing I have watched this year. That final letter!', daysAgo: 4 },
  { viewer: 0, movieSlug: 'back-2-basics', rating: 4, comment: 'Real warmth between the brothers, and the fight scenes feel earned.', daysAgo: 20 },
  { viewer: 2, movieSlug: 'back-2-basics', rating: 3, comment: 'Good performances, predictable story. Worth it for the gym kids alone.', daysAgo: 15 },
  // Twelve on one film, so its reviews run to a second page (a visitor's journey reads it).
  { viewer: 3, movieSlug: 'deep-seeded-thoughts', rating: 4, comment: 'Patient filmmaking. Let it breathe and it pays you back.', daysAgo: 30 },
  { viewer: 4, movieSlug: 'deep-seeded-thoughts', rating: 3, comment: 'Lovely to look at, though I wanted more from the brother’s story.', daysAgo: 28 },
  { viewer: 5, movieSlug: 'deep-seeded-thoughts', rating: 5, comment: 'Watched it twice in one rental. The sound design alone is worth the price.', daysAgo: 26 },
  { viewer: 6, movieSlug: 'deep-seeded-thoughts', rating: 4, comment: 'A small film with a big heart. The greenhouse is a character of its own.', daysAgo: 24 },
  { viewer: 7, movieSlug: 'deep-seeded-thoughts', rating: 2, comment: 'Not for me: too slow, too quiet. Gorgeous cinematography though.', daysAgo: 22 },
  { viewer: 8, movieSlug: 'deep-seeded-thoughts', rating: 5, comment: 'I cried at the letters. Then I called my mother.', daysAgo: 19 },
  { viewer: 9, movieSlug: 'deep-seeded-thoughts', rating: 4, comment: 'Strong lead performance and a score that lingers.', daysAgo: 17 },
  { viewer: 10, movieSlug: 'deep-seeded-thoughts', rating: 5, comment: 'Independent cinema at its best. More of this, please.', daysAgo: 14 },
  { viewer: 11, movieSlug: 'deep-seeded-thoughts', rating: 4, comment: 'The last twenty minutes are extraordinary.', daysAgo: 2 },
  { viewer: 1, movieSlug: 'midnight-ledger', rating: 5, comment: 'Tense from the first minute. I paused it twice just to breathe.', daysAgo: 6 },
];
