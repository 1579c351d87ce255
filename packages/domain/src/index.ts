export * from './constants.ts';
export * from './password.ts';
export * from './phone.ts';
export * from './profile-completion.ts';
export * from './offer-pricing.ts';
export * from './salon-date.ts';
export * from './cart-summary.ts';
export * from './availability.ts';
