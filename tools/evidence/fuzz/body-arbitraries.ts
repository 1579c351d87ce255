import fc from 'fast-check';
import type { EndpointSpec } from './endpoint-specs.ts';
import type { FuzzWorld } from './fuzz-world.ts';
import { junkString, junkValue, nearValue } from './junk-values.ts';

/** A request body as sent: its content-type header, the bytes, and a line saying what it is. */
export interface EncodedBody {
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  summary: string;
}

type JsonBody = Record<string, unknown> | unknown;

const clip = (text: string, max = 160) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
const describe = (value: unknown) => clip(JSON.stringify(value) ?? String(value));

/** A valid object broken in one of the ways clients break them. */
function mutatedObject(valid: Record<string, unknown>): fc.Arbitrary<{ body: JsonBody; how: string }> {
  const keys = Object.keys(valid);
  const withKey = (build: (key: string) => fc.Arbitrary<{ body: JsonBody; how: string }>) =>
    keys.length ? fc.constantFrom(...keys).chain(build) : fc.constant({ body: valid, how: 'valid' });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant({ body: valid, how: 'valid' }) },
    {
      weight: 3,
      arbitrary: withKey((key) =>
        junkValue.map((junk) => ({ body: { ...valid, [key]: junk }, how: `${key}=${describe(junk)}` })),
      ),
    },
    {
      weight: 5,
      arbitrary: withKey((key) =>
        nearValue(valid[key]).map((near) => ({
          body: { ...valid, [key]: near },
          how: `${key}=${describe(near)} (nearly valid)`,
        })),
      ),
    },
    {
      weight: 2,
      arbitrary: withKey((key) => {
        const { [key]: _dropped, ...rest } = valid;
        return fc.constant({ body: rest, how: `without ${key}` });
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(junkString, junkValue)
        .map(([key, junk]) => ({ body: { ...valid, [key]: junk }, how: 'extra field' })),
    },
    {
      weight: 2,
      arbitrary: fc
        .dictionary(fc.constantFrom(...keys, '__proto__', 'constructor', 'role'), junkValue, { maxKeys: 6 })
        .map((body) => ({ body: { ...valid, ...body }, how: 'several fields junk' })),
    },
    { weight: 1, arbitrary: junkValue.map((body) => ({ body, how: 'whole body junk' })) },
  );
}

const malformedJson = fc.constantFrom(
  '{',
  '{"a":}',
  '{"rating": 5,}',
  "{'a':1}",
  '\ufeff{"a":1}',
  '{"a":"\u0000"}',
  '{"a":"\\u0000"}',
  '[1,2',
  'null',
  '""',
  'undefined',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"a":1e999999}',
  '{"a":"\\ud800"}',
);

const wrongContentTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=latin1',
  'application/octet-stream',
  'image/png',
  'application/json; charset=utf-16',
  '',
);

/** How the body goes on the wire: usually JSON, sometimes broken JSON or the wrong type. */
export function encodedJsonBody(spec: EndpointSpec, world: FuzzWorld): fc.Arbitrary<EncodedBody> {
  const valid = spec.valid?.(world) ?? {};
  return fc.oneof(
    {
      weight: spec.body === 'none' ? 1 : 8,
      arbitrary: mutatedObject(valid).map(({ body, how }) => ({
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body) ?? 'null',
        summary: `json ${how}: ${describe(body)}`,
      })),
    },
    {
      weight: 1,
      arbitrary: malformedJson.map((text) => ({
        headers: { 'content-type': 'application/json' },
        payload: text,
        summary: `malformed json: ${describe(text)}`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(wrongContentTypes, junkString).map(([type, text]) => ({
        headers: type ? { 'content-type': type } : ({} as Record<string, string>),
        payload: type ? text || 'x' : JSON.stringify(valid),
        summary: `content-type ${describe(type)}: ${describe(text)}`,
      })),
    },
    {
      weight: spec.body === 'none' ? 6 : 1,
      arbitrary: fc.constant({
        headers: {} as Record<string, string>,
        payload: undefined,
        summary: 'no body',
      }),
    },
  );
}

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';

function multipartPayload(
  fields: Record<string, string>,
  file?: { field: string; bytes: Buffer; type: string },
) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="f.png"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** Multipart forms with junk fields and files, and multipart that is not multipart at all. */
export function encodedMultipartBody(spec: EndpointSpec, world: FuzzWorld): fc.Arbitrary<EncodedBody> {
  const valid = Object.fromEntries(Object.entries(spec.valid?.(world) ?? {}).map(([k, v]) => [k, String(v)]));
  const fileField = spec.fileField ?? 'image';
  const files = fc.oneof(
    fc.constant(undefined),
    fc.constant({ field: fileField, bytes: world.png, type: 'image/png' }),
    fc
      .uint8Array({ maxLength: 2000 })
      .map((bytes) => ({ field: fileField, bytes: Buffer.from(bytes), type: 'image/png' })),
    fc.constant({ field: fileField, bytes: world.png.subarray(0, 40), type: 'image/png' }),
    fc.constant({ field: 'other', bytes: world.png, type: 'image/png' }),
    fc.constant({ field: fileField, bytes: Buffer.from('GIF89a not really'), type: 'image/gif' }),
  );
  const textFields = mutatedObject(valid).map(({ body, how }) => {
    const object =
      body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : { value: body };
    return {
      fields: Object.fromEntries(
        Object.entries(object).map(([k, v]) => [
          k.replace(/["\r\n]/g, ''),
          typeof v === 'string' ? v.replace(/\r\n--/g, '') : (JSON.stringify(v) ?? ''),
        ]),
      ),
      how,
    };
  });
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.tuple(textFields, files).map(([{ fields, how }, file]) => ({
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipartPayload(fields, file),
        summary: `multipart ${how}: ${describe(fields)}${file ? ` + ${file.field} ${file.bytes.length} bytes` : ''}`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(textFields, fc.nat(400)).map(([{ fields }, cut]) => {
        const whole = multipartPayload(fields, { field: fileField, bytes: world.png, type: 'image/png' });
        return {
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          payload: whole.subarray(0, Math.min(cut, whole.length)),
          summary: `truncated multipart (${cut} bytes)`,
        };
      }),
    },
    { weight: 3, arbitrary: encodedJsonBody({ ...spec, valid: spec.validJson ?? spec.valid }, world) },
  );
}

/** URL-encoded forms (PayHere's notify) with junk fields, and JSON that is not a form at all. */
export function encodedFormBody(spec: EndpointSpec, world: FuzzWorld): fc.Arbitrary<EncodedBody> {
  const valid = Object.fromEntries(Object.entries(spec.valid?.(world) ?? {}).map(([k, v]) => [k, String(v)]));
  const form = mutatedObject(valid).map(({ body, how }) => {
    const object =
      body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : { value: body };
    const fields = Object.entries(object).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
    ]);
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      summary: `form ${how}: ${describe(Object.fromEntries(fields))}`,
    };
  });
  return fc.oneof({ weight: 8, arbitrary: form }, { weight: 2, arbitrary: encodedJsonBody(spec, world) });
}

/** Raw bodies for the signed webhook, with and without a signature header. */
export function encodedRawBody(spec: EndpointSpec, world: FuzzWorld): fc.Arbitrary<EncodedBody> {
  return fc.tuple(encodedJsonBody(spec, world), fc.option(junkString)).map(([body, signature]) => ({
    ...body,
    headers: {
      ...body.headers,
      ...(signature !== null && { 'stripe-signature': signature.replace(/[^\t\x20-\x7e]/g, '') }),
    },
  }));
}
