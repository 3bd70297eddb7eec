// The words of a film's premiere only the pages show (docs/product.md#premieres-and-windows); those the server writes
// too ('Premieres {date}', 'Start by {date}', 'Pre-order for $4.99', the rules) are common/messages/premieres.ts.
// Apart from web/content/catalogue.ts: only the chunk of a film with a premiere or a window needs them.

export const premiereContent = {
  /** The film's page, to the second: 'Premieres in 3d 4h 05m 12s'. */
  premieresIn: (countdown: string) => `Premieres in ${countdown}`,
  /** The premiere as the viewer's clock reads it, when the studio's zone reads it otherwise: 'Dec 13, 5:00 AM your time'. */
  yourTime: (when: string) => `${when} your time`,
} as const;
