/** The support team's address, shown and linked on the contact page. */
export const SUPPORT_EMAIL = 'support@topup.test';
