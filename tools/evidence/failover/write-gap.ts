/** One answer to a booking write (hold, payment, booking) the storm sent. */
export interface WriteAnswer {
  sentAt: number;
  answeredAt: number;
  status: number;
}

const WRITES =
  /\/api\/(appointments\/create-payment-intent|appointments\/create|payments\/sandbox\/confirm)$/;

/**
 * Notes the time and status of every booking write sent with fetch (what the storm's customers
 * use) until stop(), leaving the answers untouched.
 */
export function recordWrites() {
  const answers: WriteAnswer[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (init?.method !== 'POST' || !WRITES.test(new URL(url).pathname)) return original(input, init);
    const sentAt = Date.now();
    try {
      const response = await original(input, init);
      answers.push({ sentAt, answeredAt: Date.now(), status: response.status });
      return response;
    } catch (error) {
      answers.push({ sentAt, answeredAt: Date.now(), status: 0 });
      throw error;
    }
  };
  return {
    answers,
    stop() {
      globalThis.fetch = original;
    },
  };
}

/**
 * The write gap: from the primary's loss to the first booking write, sent after it, that a
 * server acknowledged (2xx). Undefined when none was.
 */
export function writeGapMs(answers: WriteAnswer[], lostAt: number): number | undefined {
  const acknowledged = answers
    .filter((answer) => answer.sentAt >= lostAt && answer.status >= 200 && answer.status < 300)
    .map((answer) => answer.answeredAt);
  return acknowledged.length ? Math.min(...acknowledged) - lostAt : undefined;
}
