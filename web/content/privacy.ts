// The privacy page's copy (/privacy): what the studio counts for its filmmakers (docs/product.md#filmmaker-insight)
// and what it keeps to rent films (docs/decisions/0024-the-viewers-own-data.md). Plain words, short. Its title and
// description are common/page-meta.ts's, which the server writes into the page too.
import { brand } from '../../common/brand.ts';
import { accountPageContent } from './account.ts';

export interface PrivacySection {
  /** The h2's id, naming the section. */
  id: string;
  title: string;
  paragraphs: string[];
  /** Listed after the paragraphs. */
  points?: string[];
}

export const privacyPageContent = {
  eyebrow: 'Your data',
  title: 'Privacy',
  lead: `${brand.name} counts a few things itself to tell its filmmakers how their films are doing. No cookies, no third-party trackers, no advertising: here is all of it.`,
  accountLink: 'Go to my account',
} as const;

export const privacySections: PrivacySection[] = [
  {
    id: 'privacy-counted',
    title: 'What we count',
    paragraphs: ['When you browse the site, our own server notes:'],
    points: [
      'that a film’s page was viewed, a trailer was played or a checkout was started;',
      'where your visit came from: the campaign tags in the link you followed (utm_source, utm_medium, utm_campaign) and the domain of the site that sent you here;',
      'your country, worked out from your IP address, which is never stored;',
      'a number that lets us count visits, made from a salted hash that changes every day, so visits cannot be linked from one day to the next.',
    ],
  },
  {
    id: 'privacy-watching',
    title: 'When you watch a film you rented',
    paragraphs: [
      'The server notes when you start the film, how far into it you get and how many minutes you play. That tells our filmmakers whether people finish their films.',
    ],
  },
  {
    id: 'privacy-how',
    title: 'How we count',
    paragraphs: [
      'No cookie is set for any of this, and the site loads no third-party scripts or trackers. Your browser keeps where your visit came from in this tab only, until you close it. (A trailer hosted on YouTube plays in YouTube’s privacy-enhanced player, loaded only when you press Watch Trailer.)',
      'If your browser sends Global Privacy Control or Do Not Track, you are still counted, but we never record where you came from.',
      'Our own staff and automated visitors (bots) are left out.',
      'The individual records are kept for 90 days; after that only daily totals remain.',
    ],
  },
  {
    id: 'privacy-account',
    title: 'Your account',
    paragraphs: [
      'To rent you films we keep your account (name, e-mail and password, stored as a hash), your payments, your rentals and the reviews you write. Card details are handled by our payment provider and never reach us.',
      `On your account page, “${accountPageContent.data.download}” gives you all of it in one file, and “${accountPageContent.data.delete}” closes it: your details and reviews are erased, and receipts stay in the studio’s accounts without your name.`,
    ],
  },
];
