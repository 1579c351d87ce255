// What code outside the API (tools/: the evidence runs) may use of it, as `@salon/api/tooling`.
// Its test helpers are `@salon/api/testing/<file>` (src/test). Nothing else of src is exported:
// a tool that needs more adds it here, on purpose (docs/architecture.md#tools).
export { buildApp } from './app.ts';
export { loadConfig } from './config/env.ts';
export { applyMigrations, createDatabase } from './db/client.ts';
export type { Database } from './db/client.ts';
export { createDatabaseIfMissing, startEmbeddedPostgres } from './db/embedded-postgres.ts';
export { loadEmbeddedPostgres } from './db/load-embedded-postgres.ts';
export { savedCards, services, staff, staffServices, users } from './db/schema/index.ts';
export { DELIVER_TASK, rescueStrandedMessages } from './jobs/message-outbox.ts';
export { hashPassword } from './lib/passwords.ts';
export { createMailer } from './mail/mailer.ts';
