// Where a user-facing text lives: a text the server sends or checks (API errors, validation messages, e-mail texts,
// the server's own HTML pages) is in common/messages/, one module per area; a text only the browser shows is in
// web/content/<screen>.ts (docs/architecture.md#one-home-per-kind-of-thing).

// The answers and refusals of a viewer's own data and of closing the account (docs/decisions/0024-the-viewers-own-data.md).
// The account page's own load and download failures are in web/content/account.ts.
export const accountMessages = {
  accountDeleted: 'Your account has been deleted. Thank you for watching with us.',
  lastAdministrator:
    'You are the only administrator, so this account cannot be deleted. Make another account an administrator first.',
  tooManyPasswordAttempts: 'Too many wrong passwords. Please try again later.',
  /** The error of an e-mail that was waiting to be sent when its recipient closed their account. */
  emailCancelled: 'Cancelled: the recipient deleted their account',
} as const;
