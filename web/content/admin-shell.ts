// The admin area's own wording: the shell around every admin screen, and the controls the admin forms share
// (the image picker, the upload progress, the card grid). The texts of docs/product.md#errors are in
// web/content/admin-messages.ts and common/messages/.
import { PHOTO_MAX_BYTES } from '../../common/constants.ts';

export interface AdminNavItem {
  to: string;
  label: string;
  /** Active only on this exact path (the dashboard would otherwise be active everywhere). */
  end?: boolean;
}

/** The admin screens of docs/product.md#admin, in its order. */
export const adminNavItems: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/movies', label: 'Movies' },
  { to: '/admin/backstage', label: 'Backstage' },
  { to: '/admin/movie-galleries', label: 'Movie Galleries' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/rentals', label: 'Rentals' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/newsletter', label: 'Newsletter' },
  { to: '/admin/email-logs', label: 'Email Logs' },
];

export const adminShellContent = {
  /** The eyebrow of every admin screen's heading. */
  eyebrow: 'Admin',
  panelTitle: 'Admin panel',
  studio: 'Studio console',
  navLabel: 'Admin',
  menuButton: 'Admin menu',
  /** The toggle bar names the screen on show (or the panel, off the nine). */
  currentScreen: (label: string | undefined) => label ?? 'Admin panel',
  signedInAs: 'Signed in as',
  logout: 'Logout',
  viewSite: 'View site',
  viewSiteHint: 'Back to the public site',
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
