/** Test ids of the paid side, shared by the component tests and the browser journey. */
export const BILLING_TEST_IDS = {
  quoteTotal: 'quote-total',
  paymentDialog: 'payment-dialog',
  paymentQr: 'payment-qr',
  sandboxLink: 'payment-sandbox-link',
  planCard: 'plan-card',
  supportCard: 'support-card',
  paymentHistory: 'payment-history',
  pointsBalance: 'points-balance',
} as const;
