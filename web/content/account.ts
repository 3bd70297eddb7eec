// The account screens' wording (login, register, admin login). Their errors and field rules are the spec's,
// in common/messages.ts through common/auth.ts. A screen's title is also its document title.

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
