// Query keys of the admin screens. Everything an admin reads sits under adminKeys.all, so a write can refresh
// the admin lists it changes (and, through catalogueKeys, the public answers it changes).
export const adminKeys = {
  all: ['admin'] as const,
  movies: ['admin', 'movies'] as const,
  covers: ['admin', 'covers'] as const,
  backstage: ['admin', 'backstage'] as const,
  /** The photos or videos of one movie or cover. */
  backstageMedia: (owner: 'movies' | 'covers', ownerId: number, kind: 'photos' | 'videos') =>
    ['admin', 'backstage', owner, ownerId, kind] as const,
};
