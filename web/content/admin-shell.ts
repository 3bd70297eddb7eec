// The admin area's own wording: the shell around every admin screen (its sidebar, top bar and phone drawer), and
// the controls the admin forms share (the image picker, the upload progress, the card grid). The texts of docs/product.md#errors are in
// web/content/admin-messages.ts and common/messages/.
import { PHOTO_MAX_BYTES } from '../../common/constants.ts';

/** The small line icon beside each admin link (web/app/layout/admin-shell/admin-icons.tsx draws them). */
export type AdminIconName =
  | 'dashboard'
  | 'insight'
  | 'movies'
  | 'backstage'
  | 'galleries'
  | 'users'
  | 'rentals'
  | 'payments'
  | 'codes'
  | 'bundles'
  | 'newsletter'
  | 'emailLogs'
  | 'audit'
  | 'viewSite'
  | 'logout'
  | 'collapse'
  | 'expand';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: AdminIconName;
  /** Active only on this exact path (the dashboard would otherwise be active everywhere). */
  end?: boolean;
}

/** The admin screens of docs/product.md#admin, in its order. */
export const adminNavItems: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: 'dashboard', end: true },
  // Filmmaker insight (docs/product.md#filmmaker-insight): where the catalogue's visitors came from.
  { to: '/admin/insights', label: 'Insight', icon: 'insight' },
  { to: '/admin/movies', label: 'Movies', icon: 'movies' },
  { to: '/admin/backstage', label: 'Backstage', icon: 'backstage' },
  { to: '/admin/movie-galleries', label: 'Movie Galleries', icon: 'galleries' },
  { to: '/admin/users', label: 'Users', icon: 'users' },
  { to: '/admin/rentals', label: 'Rentals', icon: 'rentals' },
  { to: '/admin/payments', label: 'Payments', icon: 'payments' },
  { to: '/admin/codes', label: 'Codes', icon: 'codes' },
  { to: '/admin/bundles', label: 'Bundles', icon: 'bundles' },
  { to: '/admin/newsletter', label: 'Newsletter', icon: 'newsletter' },
  { to: '/admin/email-logs', label: 'Email Logs', icon: 'emailLogs' },
  { to: '/admin/audit', label: 'Audit log', icon: 'audit' },
];

export const adminShellContent = {
  /** The eyebrow of every admin screen's heading. */
  eyebrow: 'Admin',
  /** The sidebar's brand: the studio's mark, then this word. */
  brand: 'Admin',
  /** The sidebar's landmark (the navigation, then the signed-in admin with View site and Logout). */
  sidebarLabel: 'Admin sidebar',
  /** The admin navigation landmark's name, in the sidebar and in the phone's drawer alike. */
  navLabel: 'Admin',
  /** The one menu button of a phone's top bar, which opens the sidebar as a drawer. */
  menuButton: 'Admin menu',
  /** Read before the admin's e-mail at the foot of the sidebar (for screen readers; the e-mail shows alone). */
  signedInAs: 'Signed in as',
  logout: 'Logout',
  viewSite: 'View site',
  viewSiteHint: 'Back to the public site',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  loading: 'Loading...',
  /** Document titles: 'Movies · Admin'. */
  documentTitle: (screen: string) => `${screen} · Admin`,
} as const;

/** The admin card grid's buttons name their item for assistive technology ('Edit Northbound'). */
export const adminCardContent = {
  actionLabel: (action: string, title: string) => `${action} ${title}`,
} as const;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The one image picker of the admin forms (posters, covers). */
export const imageFieldContent = {
  hint: `JPG or PNG, up to ${megabytes(PHOTO_MAX_BYTES)} MB`,
  choose: 'Choose image',
  replace: 'Choose another',
  dropHint: 'or drop it here',
  keepCurrent: 'Keep current image',
  removeChosen: 'Remove chosen image',
  currentImage: 'Current image',
  noImage: 'No image yet',
  chosenFile: (name: string, size: string) => `${name} · ${size}`,
  previewAlt: 'Preview of the chosen image',
  currentAlt: 'Current image',
  tooLarge: `The image must be ${megabytes(PHOTO_MAX_BYTES)}MB or smaller`,
} as const;

/** '2.4 MB', '820 KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The shared words of the admin forms and their modal. */
export const adminFormContent = {
  cancel: 'Cancel',
  cancelUpload: 'Cancel upload',
  close: 'Close',
  saving: 'Saving...',
  uploading: (percent: number) => `Uploading... ${percent}%`,
  uploadLabel: 'Upload progress',
  percent: (percent: number) => `${percent}%`,
  optional: 'optional',
} as const;
