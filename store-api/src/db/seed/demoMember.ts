// The demo shopper every fresh database contains. main.ts prints these so anyone can log in straight away;
// tests and the end-to-end suite import them instead of repeating the literals.
export const DEMO_MEMBER_EMAIL = 'demo@topup.test';
export const DEMO_MEMBER_PASSWORD = 'Demo1234!';
export const DEMO_MEMBER_NICKNAME = 'Demo Shopper';
