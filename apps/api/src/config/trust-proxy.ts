import net from 'node:net';

/**
 * TRUST_PROXY as Fastify's `trustProxy`: unset means no proxy is trusted, so a client cannot
 * pick its own address (and dodge every per-address limit) with X-Forwarded-For. A whole
 * number trusts that many hops; otherwise a comma-separated list of addresses or CIDRs.
 * `true` (trust any hop) is refused on purpose. Returns the problem as a string.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false') return false;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops === 0 ? false : hops;
  }
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
  if (invalid.length > 0) {
    return `must be a hop count (e.g. 1) or comma-separated addresses/CIDRs; not understood: ${invalid.join(', ')}`;
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Fastify's types omit the hop count it accepts at run time; a hop count is this function. */
export function toFastifyTrustProxy(
  trustProxy: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}
