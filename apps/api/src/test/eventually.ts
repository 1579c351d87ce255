/**
 * Waits for `read` to give a value, for work the server finishes in the background (mails,
 * SMS, rows a worker writes). The deadline is generous so a busy machine waits longer rather than fails.
 */
export async function eventually<T>(
  read: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
