// The account screens' wording (login, register, admin login, the viewer's own page). Their errors and field
// rules are those of docs/product.md#validation, in common/messages/ through common/auth.ts. A screen's title is also
// its document title.

export const fieldLabels = {
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  firstName: 'First name',
  lastName: 'Last name',
};

export const loginContent = {
  card: {
    eyebrow: 'Welcome back',
    title: 'Login',
    intro: 'Sign in to rent our films, watch your rentals and share your reviews.',
    links: [
      { prompt: 'New here?', label: 'Create an account', to: '/register' },
      { prompt: 'Studio staff?', label: 'Admin login', to: '/admin-login' },
    ],
  },
  emailLabel: fieldLabels.email,
  submit: 'Login',
  /** Both login screens. */
  submitting: 'Logging in...',
};

export const adminLoginContent = {
  card: {
    eyebrow: 'Studio staff',
    title: 'Admin Login',
    intro: 'Sign in with your administrator account to manage films, galleries and customers.',
    links: [{ prompt: 'Not an administrator?', label: 'Back to login', to: '/login' }],
  },
  emailLabel: 'Admin email',
  submit: 'Login as Admin',
};

export const registerContent = {
  card: {
    eyebrow: 'Join the audience',
    title: 'Register',
    intro: 'Create an account to rent our films and stream them at home.',
    links: [{ prompt: 'Already have an account?', label: 'Login', to: '/login' }],
  },
  submit: 'Create Account',
  submitting: 'Creating account...',
};

/** The viewer's own page (/account): their rentals and receipts, their data, and closing the account. */
export const accountPageContent = {
  eyebrow: 'Your account',
  title: 'My account',
  signedInAs: (email: string) => `Signed in as ${email}`,
  rentals: {
    heading: 'Your rentals',
    loading: 'Loading your rentals...',
    empty: 'You have not rented any films yet.',
    browse: 'Browse the movies',
    rentedOn: 'Rented on',
    expires: 'Expires',
    expired: 'Expired',
    refunded: 'Refunded',
    /** A pre-order's premiere, and the last moment to press play of a rental not started (docs/product.md#premieres-and-windows). */
    premieres: 'Premieres',
    startBy: 'Start by',
    /** An ended rental whose window to start closed before its first play: its clock never ran. */
    neverPlayed: 'Never played',
    watch: 'Watch',
    /** The Watch link's name, so that a list of them can be told apart. */
    watchLabel: (title: string) => `Watch ${title}`,
  },
  receipts: {
    heading: 'Receipts',
    loading: 'Loading your receipts...',
    empty: 'No payments yet.',
    date: 'Date',
    film: 'Film',
    amount: 'Amount',
    status: 'Status',
    statusLabels: { completed: 'Paid', pending: 'Pending', failed: 'Failed', refunded: 'Refunded' },
  },
  /** The gifts the viewer bought (docs/product.md#offers), and whether they were redeemed. */
  gifts: {
    heading: "Gifts you've given",
    loading: 'Loading your gifts...',
    empty: 'No gifts yet',
    recipient: 'For',
    state: 'State',
    stateLabels: { pending: 'Pending', sent: 'Sent', redeemed: 'Redeemed', cancelled: 'Cancelled' },
    /** 'Redeemed Dec 24, 2026, 9:14 AM'. */
    redeemedOn: (date: string) => `Redeemed ${date}`,
  },
  data: {
    heading: 'Your data',
    changePassword: 'Change password',
    download: 'Download my data',
    downloading: 'Preparing your file...',
    downloadHint: 'One JSON file of your account, rentals, receipts, reviews, watch positions and newsletter subscription.',
    delete: 'Delete my account',
    deleteHint:
      'Your name, e-mail, password, reviews, watch positions and newsletter subscription are erased. Receipts stay in the studio’s accounts, without your name.',
  },
  deleteDialog: {
    title: 'Delete your account?',
    message: 'This cannot be undone: you are logged out everywhere and cannot log in again. Enter your password to confirm.',
    password: 'Current password',
    confirm: 'Delete my account',
    busy: 'Deleting...',
  },
};

// The account page's failures with no text of the server's own (the server's answers are common/messages/account.ts).
export const accountScreenMessages = {
  exportFailed: 'Failed to download your data',
  deleteFailed: 'Failed to delete your account',
  paymentsLoadFailed: 'Failed to load your receipts',
  rentalsLoadFailed: 'Failed to load your rentals',
  giftsLoadFailed: 'Failed to load your gifts',
} as const;
