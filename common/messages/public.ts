// Where a user-facing text lives: a text the server sends or checks (API errors, validation messages, e-mail texts,
// the server's own HTML pages) is in common/messages/, one module per area; a text only the browser shows is in
// web/content/<screen>.ts (docs/architecture.md#one-home-per-kind-of-thing).

// The public API's answers (docs/product.md#errors). The public screens' own messages are in
// web/content/public-messages.ts.
export const publicMessages = {
  movieNotFound: 'Movie not found',
  coverNotFound: 'Cover not found',
  newsletterSubscribed: "Thank you for subscribing! We'll keep you updated with our latest movies.",
} as const;
