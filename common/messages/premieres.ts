// The words of premieres and windows (docs/product.md#premieres-and-windows) the server sends or writes (errors,
// checkout, e-mails) and the pages show alike.
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

export const premiereMessages = {
  /** '30 days to start · 48 hours to finish once you press play'. */
  windowRules: (days: number, hours: number) => `${plural(days, 'day')} to start · ${plural(hours, 'hour')} to finish once you press play`,
  /** 'Watch from Dec 12, 8:00 PM · 48 hours'. */
  watchFrom: (when: string, hours: number) => `Watch from ${when} · ${plural(hours, 'hour')}`,
  /** A film with neither rule: '48h rental'. */
  rentalLength: (hours: number) => `${hours}h rental`,
  /** 'Premieres Dec 12, 8:00 PM'. */
  premieres: (when: string) => `Premieres ${when}`,
  /** 'Start by Jan 11, 8:00 PM'. */
  startBy: (when: string) => `Start by ${when}`,
  /** 'Pre-order for $4.99'. */
  preOrderFor: (price: string) => `Pre-order for ${price}`,
  /** The stream's and POST /play's 403 before the premiere. */
  notYetShowing: (when: string) => `This film premieres ${when}. You can watch it from then.`,
  // Admin.
  premiereInvalid: 'Premiere must be a date and time, such as 2026-12-12T20:00:00-08:00',
  startWindowInvalid: 'Window to start must be a whole number of days from 1 to 90',
  extendDaysInvalid: 'Days must be a whole number from 1 to 90',
} as const;
