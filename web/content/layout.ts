// A text only the browser shows lives in web/content/; one the server sends or checks is in common/messages/
// (docs/architecture.md#one-home-per-kind-of-thing).

// The words of the frame around every public screen (docs/product.md#navigation-and-layout): the menu, the
// account controls, the footer, the splash and the page that stands in for a screen that failed to render.
export const navLabels = {
  home: 'Home',
  about: 'About',
  movies: 'Movies',
  movieGalleries: 'Movie Galleries',
  trailers: 'Trailers',
  casting: 'Casting',
  login: 'Login',
  register: 'Register',
  adminLogin: 'Admin Login',
  account: 'My account',
  changePassword: 'Change password',
  admin: 'Admin',
} as const;

export const headerContent = {
  /** The main navigation landmark's name, on wide and narrow screens alike. */
  mainNavLabel: 'Main',
  menuToggleLabel: 'Menu',
  accountMenu: 'Account',
  logout: 'Logout',
  welcome: (email: string) => `Welcome, ${email}`,
} as const;

export const footerContent = {
  contactHeading: 'Contact',
  emailLabel: 'Email:',
  followHeading: 'Follow us',
  socialLinkLabel: (company: string, service: string) => `${company} on ${service} (opens in a new tab)`,
  privacy: 'Privacy',
} as const;

export const layoutContent = {
  skipToContent: 'Skip to content',
  skipSplash: 'Skip',
} as const;

export const pageErrorContent = {
  eyebrow: 'Error',
  heading: 'Something went wrong',
  text: 'This page could not be displayed. Reload the page to try again.',
  reload: 'Reload',
} as const;
