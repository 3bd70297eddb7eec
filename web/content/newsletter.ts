// The newsletter sign-up form's wording; its heading and text come from the page that shows it.
export const newsletterFormContent = {
  emailLabel: 'Email address',
  placeholder: 'Your email address',
  submit: 'Subscribe',
};
