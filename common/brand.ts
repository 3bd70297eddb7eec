// The placeholder brand's name and one-line copy. The server needs them too (page titles and sharing tags in
// the HTML it sends, e-mails), so they live here; the rest of the company's copy is in web/content/.

export const brand = {
  name: 'Ember Lane Studios',
  tagline: 'Independent films, made with fire and patience.',
  description:
    'An independent film production company telling intimate, character-driven stories, from first draft to final cut.',
  contactEmail: 'contact@emberlanestudios.example',
} as const;
