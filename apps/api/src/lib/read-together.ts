/**
 * Runs independent reads side by side on the pool, but one after another on a transaction: its
 * single connection answers one query at a time, and pg warns of (and pg 9 refuses) a query
 * sent while another is under way.
 */
export async function readTogether<T extends readonly unknown[]>(
  sideBySide: boolean,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (sideBySide) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
