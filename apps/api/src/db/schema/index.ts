export * from './email-verifications.ts';
export * from './gallery-images.ts';
export * from './password-reset-tokens.ts';
export * from './reviews.ts';
export * from './services.ts';
export * from './sessions.ts';
export * from './special-offers.ts';
export * from './users.ts';
