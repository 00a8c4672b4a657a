import fc from 'fast-check';

/**
 * Generators for the fuzzing suite: hostile text, JSON with prototype-pollution keys, bodies in
 * every encoding a client could choose, and multipart uploads that are subtly or grossly wrong.
 * Most inputs start from a valid request and break one thing, so the fuzzer reaches the handlers
 * and the database instead of stopping at the first schema check.
 */
export interface FuzzRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export const OWN_ORIGIN = 'http://localhost:3000';
export const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const SPECIAL_TEXT = [
  '',
  ' ',
  'null',
  'NaN',
  '__proto__',
  'constructor',
  "'; drop table leads; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '\udfff',
  '\ud83d',
  '\u202e\ufeff',
  '1e309',
  'a'.repeat(6000),
];
const HOSTILE_CHARS = [
  '\u0000',
  '\ud800',
  '\udc00',
  '\u202e',
  '\ufeff',
  '"',
  '\\',
  '<',
  '%',
  "'",
  ';',
  '\n',
  '\r',
  '$',
  '{',
];

/** Any code point, lone surrogates, NUL, long runs and the usual injection metacharacters. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({
    unit: fc.oneof(fc.constantFrom(...HOSTILE_CHARS), fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 })),
    maxLength: 30,
  }),
  fc.constantFrom(...SPECIAL_TEXT),
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0, 1.5, 1e308, -0, 2 ** 53 + 1, true, false, null, [], {}) },
);

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

function jsonObjectMember(chain: readonly string[], target: string, value: unknown): string {
  let inner = `{${JSON.stringify(target)}:${JSON.stringify(value)}}`;
  for (const key of [...chain].reverse().slice(0, -1)) inner = `{${JSON.stringify(key)}:${inner}}`;
  return `${JSON.stringify(chain[0])}:${inner}`;
}

/** JSON text of `base` with a chain such as `"__proto__":{"polluted":…}` spliced into its first object. */
export function spliceChain(base: unknown, chain: readonly string[], target: string, value: unknown): string {
  const member = jsonObjectMember(chain, target, value);
  if (Array.isArray(base)) {
    const items: readonly unknown[] = base;
    const [first, ...rest] = items;
    const head = spliceChain(first ?? {}, chain, target, value);
    return `[${[head, ...rest.map((item) => JSON.stringify(item) ?? 'null')].join(',')}]`;
  }
  if (typeof base !== 'object' || base === null) return `{${member}}`;
  const text = JSON.stringify(base);
  return text === '{}' ? `{${member}}` : `{${member},${text.slice(1)}`;
}

export const pollutedJson = (base: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc
    .record({
      base,
      chain: fc.array(fc.constantFrom(...POLLUTION_KEYS), { minLength: 1, maxLength: 4 }),
      target: fc.constantFrom('polluted', 'isAdmin', 'access', 'toString', 'length', 'status'),
      value: fc.oneof(fc.constant('polluted'), fc.jsonValue({ maxDepth: 1 })),
    })
    .map(({ base: value, chain, target, value: leaf }) => spliceChain(value, chain, target, leaf));

/** A valid template with some fields dropped, some replaced by anything, and maybe unknown ones added. */
export function mutated(template: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(template);
  const mutation = fc
    .record({
      drop: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      replace: fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 3 }),
      extra: fc.oneof(
        { weight: 4, arbitrary: fc.constant({}) },
        {
          weight: 1,
          arbitrary: fc.dictionary(fc.oneof(nastyString, fc.constant('website')), anyValue, { maxKeys: 2 }),
        },
      ),
    })
    .map(({ drop, replace, extra }) => {
      const body: Record<string, unknown> = { ...template };
      for (const key of drop) delete body[key];
      return { ...body, ...replace, ...extra };
    });
  return fc.oneof({ weight: 1, arbitrary: fc.constant({ ...template }) }, { weight: 3, arbitrary: mutation });
}

const deeplyNested = fc
  .record({ depth: fc.integer({ min: 100, max: 20_000 }), kind: fc.constantFrom('array', 'object') })
  .map(({ depth, kind }) =>
    kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

export const printable = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);

export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  { weight: 3, arbitrary: fc.constant('text/plain;charset=UTF-8') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=xyz',
      'text/plain',
      'text/html',
      'application/xml',
      'application/octet-stream',
      '*/*',
      ';',
    ),
  },
  { weight: 1, arbitrary: printable },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** A JSON route's body: mostly near-valid, sometimes polluted, sometimes not JSON at all. */
export function jsonBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string | Buffer | undefined> {
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 3, arbitrary: pollutedJson(fc.oneof(valid, fc.jsonValue({ maxDepth: 2 }))) },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: nastyString },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
    { weight: 1, arbitrary: deeplyNested },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const sessionCookie = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((token) => `admin_session=${token}`);

/** Headers a hostile client may send, including forged proxy headers and stale cookies. */
export const clientHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      'user-agent': fc.oneof(
        fc.constantFrom(DESKTOP_CHROME, 'curl/8.5.0', 'Googlebot/2.1 (+http://www.google.com/bot.html)'),
        printable,
      ),
      origin: fc.oneof(
        { weight: 6, arbitrary: fc.constant(OWN_ORIGIN) },
        { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null') },
        { weight: 1, arbitrary: printable },
      ),
      'sec-fetch-site': fc.oneof(
        { weight: 6, arbitrary: fc.constant('same-origin') },
        { weight: 1, arbitrary: fc.constantFrom('same-site', 'cross-site', 'none') },
        { weight: 1, arbitrary: printable },
      ),
      cookie: fc.oneof(sessionCookie, printable),
      'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), printable, fc.constant('1.2.3.4, not-an-ip, ::1')),
      'x-forwarded-proto': fc.constantFrom('http', 'https', 'gopher', ''),
      'accept-encoding': fc.oneof(fc.constantFrom('br', 'gzip', 'gzip, deflate, br', 'identity;q=0', '*'), printable),
      'accept-language': printable,
    },
    { requiredKeys: [] },
  )
  .map(
    (headers) =>
      Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<string, string>,
  );

export function jsonRequest(url: string, valid: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant('POST' as const) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
      ),
      headers: clientHeaders,
      type: contentType,
      payload: jsonBody(valid),
    })
    .map(({ method, headers, type, payload }) => ({
      method,
      url,
      headers: type === undefined ? headers : { ...headers, 'content-type': type },
      payload,
    }));
}

const pathSegment = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2F',
    '%00',
    '%',
    '%zz',
    '%c0%ae',
    '%5c',
    'assets',
    'api',
    'faq',
    'index.html',
    '.env',
    '..%2f..%2fetc%2fpasswd',
    '~root',
  ),
  fc.webSegment(),
  nastyString.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))),
);

const query = fc.oneof(
  fc.webQueryParameters(),
  nastyString.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))),
);

/** Page, asset and unknown paths, with traversal attempts, odd encodings and conditional/range headers. */
export function pathRequest(knownPaths: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const path = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...knownPaths) },
    {
      weight: 2,
      arbitrary: fc.array(pathSegment, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
    },
  );
  return fc
    .record({
      method: fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom('GET' as const, 'HEAD' as const) },
        { weight: 1, arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'OPTIONS') },
      ),
      path,
      query: fc.option(query, { nil: undefined }),
      headers: clientHeaders,
      extra: fc.record(
        {
          range: fc.oneof(
            fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=99999999-', 'bytes=5-1', 'bytes=0-1,2-3', 'items=0-1'),
            printable,
          ),
          'if-none-match': fc.oneof(fc.constantFrom('*', 'W/"x"'), printable),
          'if-modified-since': fc.oneof(fc.constant(new Date(0).toUTCString()), printable),
        },
        { requiredKeys: [] },
      ),
    })
    .map(({ method, path: pathname, query: search, headers, extra }) => ({
      method,
      url: search === undefined ? pathname : `${pathname}?${search}`,
      headers: {
        ...headers,
        ...(Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== undefined)) as Record<
          string,
          string
        >),
      },
    }));
}
