export * from './auth.ts';
export * from './envelope.ts';
export * from './messages.ts';
export * from './user.ts';
