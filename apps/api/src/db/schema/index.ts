export * from './email-verifications.ts';
export * from './password-reset-tokens.ts';
export * from './sessions.ts';
export * from './users.ts';
