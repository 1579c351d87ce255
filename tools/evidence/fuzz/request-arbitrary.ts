import fc from 'fast-check';
import type { CataloguedRoute } from '../route-catalogue.ts';
import { guardsOf } from '../route-catalogue.ts';
import type { EndpointSpec } from './endpoint-specs.ts';
import type { FuzzWorld, Identity } from './fuzz-world.ts';
import { IDENTITIES } from './fuzz-world.ts';
import {
  encodedFormBody,
  encodedJsonBody,
  encodedMultipartBody,
  encodedRawBody,
} from './body-arbitraries.ts';
import { junkString, nearValue } from './junk-values.ts';

export interface FuzzRequest {
  method: string;
  url: string;
  route: string;
  catalogued: CataloguedRoute;
  identity: Identity;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** A short description of what was sent, for the failure printout. */
  summary: string;
}

/** Lone surrogates cannot be percent-encoded; they go out as U+FFFD, as a browser sends them. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/**
 * Path text no browser would send: invalid UTF-8, stray percent signs. (Dot segments are
 * left out: clients resolve them before sending, so they never reach the route.)
 */
const rawPathJunk = fc.constantFrom('%ED%A0%80', '%FF', '%C0%AF', '%', '%zz', '%25', 'a%00b', '%E2%80%AE');

/** A path parameter: a real id, a random uuid, or anything at all. */
function paramValue(kind: string, world: FuzzWorld): fc.Arbitrary<string> {
  const real = kind in world.ids ? world.ids[kind as keyof FuzzWorld['ids']] : [];
  return fc.oneof(
    { weight: real.length ? 3 : 0, arbitrary: real.length ? fc.constantFrom(...real) : fc.constant('') },
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: kind === 'token' ? 3 : 0,
      arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 20, maxLength: 64 }),
    },
    { weight: 3, arbitrary: junkString.map((text) => text.slice(0, 2000)) },
  );
}

function pathFor(route: CataloguedRoute, spec: EndpointSpec, world: FuzzWorld): fc.Arbitrary<string> {
  const segments = route.url.split('/').map((segment): fc.Arbitrary<string> => {
    if (segment.startsWith(':')) {
      const kind = spec.params?.[segment.slice(1)] ?? 'none';
      return fc.oneof(
        {
          weight: 9,
          arbitrary: paramValue(kind, world).map((text) => encodeURIComponent(wellFormed(text))),
        },
        { weight: 1, arbitrary: rawPathJunk },
      );
    }
    if (segment === '*') {
      return fc.oneof(
        fc.constant('missing.webp'),
        fc.constant('..%2F..%2Fetc%2Fpasswd'),
        fc.constant('%00.png'),
        rawPathJunk,
        junkString.map((text) => encodeURIComponent(wellFormed(text.slice(0, 300)))),
      );
    }
    return fc.constant(segment);
  });
  return fc
    .tuple(...segments)
    .filter((parts) => parts.every((part) => part !== '.' && part !== '..'))
    .map((parts) => parts.join('/'));
}

function queryFor(spec: EndpointSpec): fc.Arbitrary<string> {
  const valid = spec.query ?? {};
  const keys = Object.keys(valid);
  const mutated = fc.oneof(
    fc
      .dictionary(
        fc.constantFrom(...keys, 'x', 'page'),
        junkString.map((text) => text.slice(0, 500)),
        { maxKeys: 4 },
      )
      .map((junk) => ({ ...valid, ...junk })),
    keys.length
      ? nearValue(valid).map((near) =>
          Object.fromEntries(Object.entries(near as object).map(([key, value]) => [key, String(value)])),
        )
      : fc.constant(valid),
  );
  return fc
    .oneof(
      { weight: keys.length ? 2 : 4, arbitrary: fc.constant(keys.length ? valid : {}) },
      { weight: 3, arbitrary: mutated },
    )
    .map((query) => {
      const text = new URLSearchParams(query).toString();
      return text ? `?${text}` : '';
    });
}

/** Authorization headers a session lookup must survive (header-legal bytes only). */
const junkAuthorization = fc.oneof(
  fc.constantFrom(
    'Bearer not-a-real-session-token',
    'Bearer ',
    'Bearer',
    'bearer abc',
    'Basic dXNlcjpwYXNz',
    `Bearer ${'a'.repeat(8000)}`,
    'Bearer %00',
    'Bearer \t ',
  ),
  junkString.map((text) => `Bearer ${text.replace(/[^\t\x20-\x7e]/g, '').slice(0, 500)}`),
);

/** Every kind of request for one route, as every kind of caller. */
export function requestArbitrary(
  route: CataloguedRoute,
  spec: EndpointSpec,
  world: FuzzWorld,
): fc.Arbitrary<FuzzRequest> {
  const identities = IDENTITIES.filter((identity) => !spec.skipIdentities?.includes(identity));
  // Mostly the caller the guard lets through, so validation and handlers behind it are reached.
  const guards = guardsOf(route);
  const favourite: Identity = guards.includes('requireAdmin')
    ? 'admin'
    : guards.includes('requireStaff')
      ? 'stylist'
      : guards.length
        ? 'customer'
        : 'anonymous';
  const identity = fc.oneof(
    { weight: identities.includes(favourite) ? 6 : 0, arbitrary: fc.constant(favourite) },
    { weight: 4, arbitrary: fc.constantFrom(...identities) },
  );
  const body =
    spec.body === 'multipart'
      ? encodedMultipartBody(spec, world)
      : spec.body === 'raw'
        ? encodedRawBody(spec, world)
        : spec.body === 'form'
          ? encodedFormBody(spec, world)
          : encodedJsonBody(spec, world);
  return fc
    .tuple(identity, pathFor(route, spec, world), queryFor(spec), body, junkAuthorization)
    .map(([identity, path, query, encoded, junkAuthorization]) => ({
      method: route.method,
      url: `${path}${query}`,
      route: `${route.method} ${route.url}`,
      catalogued: route,
      identity,
      headers: {
        ...world.headersFor[identity],
        ...(identity === 'bogusToken' && { authorization: junkAuthorization }),
        ...encoded.headers,
      },
      payload: encoded.payload,
      summary: encoded.summary,
    }));
}
