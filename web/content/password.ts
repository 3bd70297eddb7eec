// The password screens' wording (forgotten password, a new one from the e-mailed link, a change while logged in).
// Their answers and field rules are the server's, in common/messages/ through common/auth.ts. A screen's title
// is also its document title.

export const passwordFieldLabels = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
};

/** Leads the login card's links. */
export const forgotPasswordLink = { prompt: '', label: 'Forgot password?', to: '/forgot-password' };

const backToLogin = { prompt: 'Remembered it?', label: 'Back to login', to: '/login' };
const homeLink = { prompt: 'Not now?', label: 'Go to the home page', to: '/' };

export const forgotPasswordContent = {
  card: {
    eyebrow: 'Account help',
    title: 'Forgot password',
    intro: "Enter the e-mail address of your account and we'll send you a link to choose a new password.",
    links: [backToLogin],
  },
  submit: 'Send reset link',
  submitting: 'Sending...',
  /** Once the link is on its way. */
  login: 'Back to login',
  doneLinks: [{ prompt: 'Nothing in your inbox or spam folder?', label: 'Ask again', to: '/forgot-password' }],
};

export const resetPasswordContent = {
  card: {
    eyebrow: 'Account help',
    title: 'Reset password',
    intro: 'Choose a new password for your account. Every device logged in to it will be logged out.',
    links: [backToLogin],
  },
  /** The card once the password is set. */
  doneIntro: 'Every device that was logged in to your account has been logged out.',
  doneLinks: [homeLink],
  /** The card's intro for a link that cannot work. */
  invalidIntro: 'A reset link works once, within an hour of being sent.',
  submit: 'Set new password',
  submitting: 'Saving...',
  login: 'Go to login',
  requestNewLink: 'Ask for a new link',
};

export const changePasswordContent = {
  card: {
    eyebrow: 'Your account',
    title: 'Change password',
    intro: 'Enter your current password, then choose a new one. Your other devices will be logged out.',
    links: [{ prompt: 'Forgot your current password?', label: 'Reset it by e-mail', to: '/forgot-password' }],
  },
  /** The card once the password is changed. */
  doneIntro: 'Use it the next time you log in. Your other devices have been logged out.',
  doneLinks: [homeLink],
  submit: 'Update password',
  submitting: 'Updating...',
  done: 'Back to movies',
};
