// The admin screens as the admin navigation should list them, in order: each link's text and address.
export const ADMIN_SCREENS: [label: string, path: string][] = [
  ['Dashboard', '/admin'],
  ['Insight', '/admin/insights'],
  ['Movies', '/admin/movies'],
  ['Backstage', '/admin/backstage'],
  ['Movie Galleries', '/admin/movie-galleries'],
  ['Users', '/admin/users'],
  ['Rentals', '/admin/rentals'],
  ['Payments', '/admin/payments'],
  ['Codes', '/admin/codes'],
  ['Bundles', '/admin/bundles'],
  ['Newsletter', '/admin/newsletter'],
  ['Email Logs', '/admin/email-logs'],
  ['Audit log', '/admin/audit'],
];
