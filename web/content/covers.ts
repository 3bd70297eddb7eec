// The movie galleries' wording (/movie-galleries): its own module, out of catalogue.ts, which the public pages' first
// load carries (docs/decisions/0004-web-shell.md) while this page loads when visited.

export const coversContent = {
  eyebrow: 'Posters & Covers',
  title: 'Movie Galleries',
  intro: 'Key art from every production, finished and upcoming. Open a cover to step behind the scenes.',
  listLabel: 'Movie covers',
  loading: 'Loading movie covers...',
  comingSoon: 'Coming Soon',
  cta: 'Behind the Scenes',
};
