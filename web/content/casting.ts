// The Casting page's copy: the roles we are casting now.

export interface CastingOffer {
  role: string;
  project: string;
  /** Lead, supporting, background... */
  kind: string;
  /** Playing age and other essentials, in one short line. */
  details: string;
  description: string;
}

export const castingIntro =
  'We are casting for Glass Orchard, our next feature, and for a short film shooting alongside it. We welcome actors of every background and experience level, trained or self-taught. All roles are paid.';

export const castingOffers: CastingOffer[] = [
  {
    role: 'Ada Lindqvist',
    project: 'Glass Orchard (feature)',
    kind: 'Lead',
    details: 'Playing age 35 to 45',
    description:
      'A glassblower who returns to her late father’s orchard to sell it, and finds she cannot. Guarded, funny, capable of great stillness.',
  },
  {
    role: 'Milo Lindqvist',
    project: 'Glass Orchard (feature)',
    kind: 'Supporting',
    details: 'Playing age 12 to 15',
    description:
      'Ada’s nephew, who has been quietly running the orchard on his own. Curious, stubborn, a natural with his hands.',
  },
  {
    role: 'Harlan Pryce',
    project: 'Glass Orchard (feature)',
    kind: 'Supporting',
    details: 'Playing age 55 to 70',
    description:
      'The land assessor with an offer on the table and his own reasons for wanting the orchard gone. Warm on the surface, hard underneath.',
  },
  {
    role: 'The Night Caller',
    project: 'Static Between Stations (short film)',
    kind: 'Voice role',
    details: 'Any playing age; recorded in studio',
    description:
      'A late-night radio caller heard but never seen. We are looking for a voice that can hold a listener for four unbroken minutes.',
  },
  {
    role: 'Orchard workers and townspeople',
    project: 'Glass Orchard (feature)',
    kind: 'Background',
    details: 'All ages; two to five days on location',
    description:
      'Harvest crews, market stall holders and neighbors for the festival sequences. No experience needed, just reliability and good humor.',
  },
];

export const castingInstructions = {
  heading: 'How to apply',
  /** Before the e-mail link. */
  lead: 'Send your headshot and resume to',
  /** After the e-mail link. */
  details:
    'Put the role you are applying for in the subject line. A recent, unretouched headshot and a short reel or self-tape link help us most. We read every submission and reply to everyone we invite to audition.',
};

/** The Casting screen's headings and each offer's way to apply. */
export const castingPageContent = {
  eyebrow: 'Join Us',
  title: 'Casting',
  offersHeading: 'CASTING OPPORTUNITIES',
  apply: 'Apply by e-mail',
  /** The visible words first (so voice control finds them), then which role. */
  applyLabel: (role: string) => `Apply by e-mail for the role of ${role}`,
  applicationSubject: (role: string, project: string) => `Casting: ${role} (${project})`,
} as const;
