// Query keys of payments: a checkout session's verification is read once per session id.
export const paymentKeys = {
  all: ['payments'] as const,
  verification: (sessionId: string | null) => ['payments', 'verification', sessionId] as const,
};
