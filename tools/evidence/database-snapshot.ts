import pg from 'pg';
import type { Database } from '@salon/api/tooling';

/** Rows that change on every signed-in call (last use of a session), not by what a call did. */
const VOLATILE_TABLES = new Set(['sessions', '__drizzle_migrations']);

/**
 * Columns the message worker writes on its own, moments after the call that queued the message
 * (docs/decisions/0021-durable-messages.md): a row queued by a call still shows, its sending not.
 */
const WORKER_COLUMNS: Record<string, string[]> = {
  message_deliveries: ['status', 'attempts', 'last_error', 'sent_at'],
};

export type DatabaseSnapshot = Record<string, string[]>;

/**
 * Every row of every table, as sorted JSON text, so two snapshots compare with toEqual
 * and a table added later is covered without anyone listing it.
 */
export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  const { rows: tables } = await db.$client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: DatabaseSnapshot = {};
  for (const { name } of tables) {
    if (VOLATILE_TABLES.has(name)) continue;
    const skipped = WORKER_COLUMNS[name];
    const { rows } = await db.$client.query<{ row: string }>(
      skipped
        ? `select (to_jsonb(t) - $1::text[])::text as row from ${pg.escapeIdentifier(name)} t`
        : `select row_to_json(t)::text as row from ${pg.escapeIdentifier(name)} t`,
      skipped ? [skipped] : [],
    );
    snapshot[name] = rows.map(({ row }) => row).sort();
  }
  return snapshot;
}
