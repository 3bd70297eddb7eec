// A text only the browser shows lives in web/content/; one the server sends or checks is in common/messages/
// (docs/architecture.md#one-home-per-kind-of-thing).

// The web's own words for a request that failed with no answer of the server's (docs/product.md#errors).
export const errorMessages = {
  loginFailed: 'Login failed. Please check your credentials.',
  adminLoginFailed: 'Admin login failed. Please check your credentials.',
  registrationFailed: 'Registration failed',
  network: 'Network error. Please try again.',
  invalidResponse: 'Server returned invalid response format',
} as const;
