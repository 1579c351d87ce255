import negotiate from '@fastify/accept-negotiator';
import zlib from 'node:zlib';

/** Answers smaller than this go out as they are: the header and the CPU cost more than they save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/** Text kept in memory and sent many times, in each form a client may ask for. */
export interface CompressedForms {
  identity: Buffer;
  /** Absent under the threshold: such text is always sent as it is. */
  br?: Buffer;
  gzip?: Buffer;
}

/** Compressed once per change of the text, not once per request (docs/deploy.md#compression). */
export function compressedForms(text: string): CompressedForms {
  const identity = Buffer.from(text);
  if (identity.length < COMPRESSION_THRESHOLD_BYTES) return { identity };
  return {
    identity,
    // Quality 5: compressing once per change of the data, 11 would cost 20 times as much for a few bytes.
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: zlib.gzipSync(identity, { level: 6 }),
  };
}

/** The encoding the client prefers of those we keep (q-values honoured), or none. */
export function preferredEncoding(
  acceptEncoding: string | string[] | undefined,
): ContentEncoding | undefined {
  if (typeof acceptEncoding !== 'string' || acceptEncoding === '') return undefined;
  return negotiate<ContentEncoding>(acceptEncoding.toLowerCase(), ['br', 'gzip']) ?? undefined;
}

/** The bytes to send for this Accept-Encoding, and their encoding (none: as they are). */
export function formFor(forms: CompressedForms, acceptEncoding: string | string[] | undefined) {
  const encoding = forms.br ? preferredEncoding(acceptEncoding) : undefined;
  return encoding ? { encoding, body: forms[encoding]! } : { encoding, body: forms.identity };
}
