/**
 * Every user-facing text of the specification lives here once, so the server's answers
 * and the web app's screens say exactly the same words. One module per area, so a page's
 * scripts carry only the areas it shows (docs/architecture.md#react-runtime).
 */
export * from './messages/message-ref.ts';
export * from './messages/validation.ts';
export * from './messages/global-errors.ts';
export * from './messages/auth.ts';
export * from './messages/session.ts';
export * from './messages/success.ts';
export * from './messages/reviews.ts';
export * from './messages/catalogue.ts';
export * from './messages/profile.ts';
export * from './messages/cart.ts';
export * from './messages/appointments.ts';
export * from './messages/money.ts';
export * from './messages/refunds.ts';
export * from './messages/whatsapp.ts';
export * from './messages/sms.ts';
export * from './messages/staff.ts';
export * from './messages/team-admin.ts';
export * from './messages/customers.ts';
export * from './messages/staff-day.ts';
export * from './messages/front-desk.ts';
export * from './messages/waitlist.ts';
export * from './messages/branches.ts';
export * from './messages/branches-admin.ts';
export * from './messages/managers.ts';
