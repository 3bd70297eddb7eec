// The demo films' title pages (docs/product.md#admin-movies): release year, genres, certificate, credits, laurels,
// a backdrop and a trailer each, and the films that lead the home page. The credits are the posters' billing blocks
// (scripts/demo-media/posters.ts); cast members are credited with the role 'Cast', the convention the site reads
// (server/seo/movie-json-ld.ts). The festivals are invented.
import type { Credit, Laurel } from '../../common/catalogue.ts';

type DemoTitlePage = {
  releaseYear: number;
  genres: string[];
  certificate: string;
  credits: Credit[];
  laurels: Laurel[];
  /** A seed media file: backdrop-<slug>.jpg, 1600x900 (scripts/demo-media/backdrops.ts). */
  backdrop: string;
  /** A YouTube link, or a seed media clip (a name without a scheme), stored as an uploaded clip would be. */
  trailer: string;
  /** Featured on the home page, in this order (the lowest leads); not featured when absent. */
  featuredOrder?: number;
};

/** Director, Writer, Producer, Director of Photography, Editor, Composer, then three cast members. */
function credits(crew: { director: string; producer: string; dop: string; editor: string; composer: string }, cast: string[]): Credit[] {
  return [
    { role: 'Director', name: crew.director },
    { role: 'Writer', name: crew.director },
    { role: 'Producer', name: crew.producer },
    { role: 'Director of Photography', name: crew.dop },
    { role: 'Editor', name: crew.editor },
    { role: 'Composer', name: crew.composer },
    ...cast.map((name) => ({ role: 'Cast', name })),
  ];
}

const HARBOUR_LIGHTS = 'Harbour Lights Film Festival';
const CEDAR_VALLEY = 'Cedar Valley Independent Film Festival';
const NORTHERN_REEL = 'Northern Reel Festival';
const SALTMARSH = 'Saltmarsh International Film Festival';

/** By movie slug (demo-catalogue.ts). */
export const demoTitlePages: Record<string, DemoTitlePage> = {
  'deep-seeded-thoughts': {
    releaseYear: 2025,
    genres: ['Drama', 'Mystery'],
    certificate: 'PG-13',
    credits: credits(
      { director: 'Hana Moreau', producer: 'Rosa Varga', dop: 'Mara Ellison', editor: 'Omar Haddad', composer: 'Tobias Reyes' },
      ['Aiko Tanabe', 'Felix Durand', 'Lena Kowalski'],
    ),
    laurels: [
      { festival: HARBOUR_LIGHTS, award: 'Best Feature', year: 2025 },
      { festival: CEDAR_VALLEY, award: 'Official Selection', year: 2025 },
      { festival: SALTMARSH, award: 'Best Cinematography', year: 2025 },
    ],
    backdrop: 'backdrop-deep-seeded-thoughts.jpg',
    trailer: 'trailer-deep-seeded-thoughts.mp4',
    featuredOrder: 1,
  },
  'back-2-basics': {
    releaseYear: 2024,
    genres: ['Drama', 'Sport'],
    certificate: 'PG-13',
    credits: credits(
      { director: 'Omar Haddad', producer: 'Rafael Soto', dop: 'Nora Achterberg', editor: 'Sam Quill', composer: 'Ines Calloway' },
      ['Felix Durand', 'Mara Ellison', 'Tobias Reyes'],
    ),
    laurels: [
      { festival: CEDAR_VALLEY, award: 'Audience Award', year: 2024 },
      { festival: NORTHERN_REEL, award: 'Official Selection', year: 2024 },
    ],
    backdrop: 'backdrop-back-2-basics.jpg',
    trailer: 'trailer-back-2-basics.mp4',
    featuredOrder: 2,
  },
  'midnight-ledger': {
    releaseYear: 2025,
    genres: ['Thriller', 'Crime'],
    certificate: 'R',
    credits: credits(
      { director: 'Felix Durand', producer: 'Dev Okafor', dop: 'Rosa Varga', editor: 'Sam Quill', composer: 'Rafael Soto' },
      ['Lena Kowalski', 'Leo Marchetti', 'June Halloran'],
    ),
    laurels: [
      { festival: NORTHERN_REEL, award: 'Jury Prize', year: 2025 },
      { festival: HARBOUR_LIGHTS, award: 'Official Selection', year: 2025 },
    ],
    backdrop: 'backdrop-midnight-ledger.jpg',
    trailer: 'https://www.youtube.com/watch?v=eRsGyueVLvQ',
    featuredOrder: 3,
  },
  'salt-and-static': {
    releaseYear: 2023,
    genres: ['Drama', 'Adventure'],
    certificate: 'PG',
    credits: credits(
      { director: 'Rafael Soto', producer: 'Rosa Varga', dop: 'Leo Marchetti', editor: 'Felix Durand', composer: 'Lena Kowalski' },
      ['Mara Ellison', 'Priya Anand', 'Tobias Reyes'],
    ),
    laurels: [{ festival: SALTMARSH, award: 'Best Score', year: 2023 }],
    backdrop: 'backdrop-salt-and-static.jpg',
    trailer: 'https://www.youtube.com/watch?v=R6MlUcmOul8',
  },
  'the-quiet-harbor': {
    releaseYear: 2025,
    genres: ['Drama'],
    certificate: 'PG',
    credits: credits(
      { director: 'Ines Calloway', producer: 'Rafael Soto', dop: 'Felix Durand', editor: 'Sofia Lindqvist', composer: 'Tobias Reyes' },
      ['Dev Okafor', 'Sam Quill', 'Lena Kowalski'],
    ),
    laurels: [
      { festival: HARBOUR_LIGHTS, award: 'Official Selection', year: 2025 },
      { festival: SALTMARSH, award: 'Best Director', year: 2025 },
    ],
    backdrop: 'backdrop-the-quiet-harbor.jpg',
    trailer: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  'paper-lanterns': {
    releaseYear: 2022,
    genres: ['Drama', 'Romance', 'Anthology'],
    certificate: 'PG-13',
    credits: credits(
      { director: 'Rosa Varga', producer: 'Rafael Soto', dop: 'Caleb Osei', editor: 'Dev Okafor', composer: 'Leo Marchetti' },
      ['Tobias Reyes', 'Sam Quill', 'Aiko Tanabe'],
    ),
    laurels: [{ festival: CEDAR_VALLEY, award: 'Best Ensemble', year: 2022 }],
    backdrop: 'backdrop-paper-lanterns.jpg',
    trailer: 'https://www.youtube.com/watch?v=eRsGyueVLvQ',
  },
  northbound: {
    releaseYear: 2021,
    genres: ['Drama', 'Road Movie'],
    certificate: 'R',
    credits: credits(
      { director: 'Leo Marchetti', producer: 'Rosa Varga', dop: 'Hana Moreau', editor: 'Priya Anand', composer: 'Caleb Osei' },
      ['Felix Durand', 'Elias Brandt', 'Mara Ellison'],
    ),
    laurels: [{ festival: NORTHERN_REEL, award: 'Official Selection', year: 2021 }],
    backdrop: 'backdrop-northbound.jpg',
    trailer: 'https://www.youtube.com/watch?v=R6MlUcmOul8',
  },
};
