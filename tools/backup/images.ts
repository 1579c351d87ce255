// Which stored images a database names, and which of them a folder lacks: a restore must not
// name an image it does not have (docs/decisions/0043-backups.md).
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

const UPLOADS_URL_PREFIX = '/uploads/';

/** Every `/uploads/…` value of the text columns that hold image addresses (…url, …image). */
export async function namedImages(client: pg.Client): Promise<string[]> {
  const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type = 'text'
       and (column_name like '%url' or column_name like '%image')`,
  );
  const urls = new Set<string>();
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await client.query<{ url: string }>(
      `select distinct ${client.escapeIdentifier(column)} as url from public.${client.escapeIdentifier(table)}
       where ${client.escapeIdentifier(column)} like $1`,
      [`${UPLOADS_URL_PREFIX}%`],
    );
    for (const { url } of rows) urls.add(url);
  }
  return [...urls].sort();
}

/** The named images missing from `uploadsDir` (a folder laid out as DATA_DIR/uploads). */
export function missingImages(urls: string[], uploadsDir: string): string[] {
  return urls.filter((url) => !fs.existsSync(path.join(uploadsDir, url.slice(UPLOADS_URL_PREFIX.length))));
}
