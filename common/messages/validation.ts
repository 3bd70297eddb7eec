// Where a user-facing text lives: a text the server sends or checks (API errors, validation messages, e-mail texts,
// the server's own HTML pages) is in common/messages/, one module per area; a text only the browser shows is in
// web/content/<screen>.ts (docs/architecture.md#one-home-per-kind-of-thing).

// The form checks' texts, word for word from the product (docs/product.md#validation). The common/ schemas check
// with them and the web forms show them.
export const validationMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  newsletterEmailRequired: 'Please enter your email address',
  movieTitleAndPriceRequired: 'Title and price are required',
  coverTitleRequired: 'Title is required',
  photosRequired: 'Please select at least one photo',
  videoRequired: 'Please provide a video URL or upload a video file',
  newsletterSendFieldsRequired: 'Please fill in both subject and message',
  newsletterSendRecipientsRequired: 'Please select at least one subscriber',
  reviewRating: 'Please select a rating between 1 and 5 stars',
  reviewTooShort: 'Comment must be at least 10 characters long',
  reviewTooLong: 'Comment must be less than 1000 characters',
} as const;
