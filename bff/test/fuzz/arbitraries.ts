import fc from 'fast-check';

/**
 * A JSON value as the fuzzer sends it. Objects are entry lists so a body can carry what a JS object
 * cannot (`__proto__` as an own key, duplicate keys); `raw` is a literal such as 1e400 or -0; `huge`
 * stands for a long string, expanded only when sent (so a failure report stays short).
 */
export type J =
  | { s: string }
  | { n: number }
  | { raw: string }
  | { b: boolean }
  | { z: null }
  | { huge: { char: string; length: number } }
  | { a: J[] }
  | { o: [string, J][] };

export function toJson(j: J): string {
  if ('s' in j) return JSON.stringify(j.s);
  if ('n' in j) return JSON.stringify(j.n);
  if ('raw' in j) return j.raw;
  if ('b' in j) return String(j.b);
  if ('z' in j) return 'null';
  if ('huge' in j) return JSON.stringify(j.huge.char.repeat(j.huge.length));
  if ('a' in j) return `[${j.a.map(toJson).join(',')}]`;
  return `{${j.o.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
}

/** A plain value (an example) as J. */
export function fromValue(v: unknown): J {
  if (v === null || v === undefined) return { z: null };
  if (typeof v === 'string') return { s: v };
  if (typeof v === 'number') return { n: v };
  if (typeof v === 'boolean') return { b: v };
  if (Array.isArray(v)) return { a: v.map(fromValue) };
  return { o: Object.entries(v as object).map(([k, x]) => [k, fromValue(x)]) };
}

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const control = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));

export const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[31m',
  '\t\n\r',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '\uFEFF',
  '\u202E',
  '😀',
  'Seleccionar',
  'null',
  'undefined',
  'true',
  'false',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999',
  '1e30',
  '1e400',
  '0x10',
  ' 1',
  '1 ',
  '00000000-0000-4000-8000-000000000000',
  'ZZZZZZZZ-0000-4000-8000-000000000000',
  '6F1C2B1E-8D3A-4C5E-9B7A-2F4E6D8C0A1B',
  '__proto__',
  'constructor',
  'prototype',
  '$gt',
  '{"$gt":""}',
  "' OR 1=1 --",
  '"; drop table tarjetas; --',
  '%',
  '_',
  '\\',
  '%_\\',
  '../../etc/passwd',
  '..%2F..%2Fjwt-secret',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x","y")',
  '+1+1',
  '@SUM(A1)',
  'Roja',
  'Amarilla',
  'Negra',
  'Admin',
  'Jefe de area',
  'Operario',
  'maquina',
  'numero',
  'ñáéíóú€',
  'http://localhost:80/uploads/../secret.png',
  'http://localhost:80/uploads/00000000-0000-4000-8000-000000000000.png',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
];

export const DATE_STRINGS = [
  '2026-02-30',
  '2026-02-29',
  '2024-02-29',
  '2099-02-29',
  '2100-02-29',
  '0000-01-01',
  '0001-01-01',
  '1999-12-31',
  '9999-12-31',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '2026-1-1',
  '26-01-01',
  '2026-11-23T10:00',
  '2026-02-30T10:00',
  '2026-11-23T24:00',
  '2026-11-23T23:60',
  '2026-11-23T10:00:60Z',
  '9999-12-31T23:59',
  '9999-12-31T23:59:59.999Z',
  '0000-01-01T00:00',
  '2026-11-23T10:00:00+99:99',
  '2026-11-23T10:00:00.1234567Z',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2026-03-29T02:30',
  '2026-11-23 10:00',
  '2026-11-23T10:00:00-03:00',
  '2026-11-23T10:00Z',
];

const dateLike = fc
  .tuple(
    fc.integer({ min: 0, max: 10_000 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
    fc.option(fc.tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }))),
  )
  .map(([y, m, d, t]) => {
    const p = (n: number, w = 2) => String(n).padStart(w, '0');
    return `${p(y, 4)}-${p(m)}-${p(d)}${t ? `T${p(t[0])}:${p(t[1])}` : ''}`;
  });
const isoInstant = fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((d) => d.toISOString());

/** Strings that break things: controls, lone surrogates, numbers and dates as text, injections, impossible dates. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...DATE_STRINGS) },
  { weight: 1, arbitrary: dateLike },
  { weight: 1, arbitrary: isoInstant },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.oneof(control, loneSurrogate), fc.string({ maxLength: 8 })).map(([a, c, b]) => `${a}${c}${b}`),
  },
);

const hugeString: fc.Arbitrary<J> = fc
  .record({ char: fc.constantFrom('x', ' ', '\u0000', 'ñ', '😀', '%'), length: fc.constantFrom(201, 2_001, 65_536, 600_000, 1_100_000) })
  .map((huge) => ({ huge }));

export const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '123456789012345678901234567890',
  '-0',
  '1.0',
  '1E2',
  '0.1e-400',
  '1.7976931348623157e308',
];
const hostileNumber: fc.Arbitrary<J> = fc.oneof(
  fc
    .constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, 1e30, -1, 0, 0.5, -0.5, 1e-7, 100, 101, -2, Number.MAX_VALUE, Number.MIN_VALUE)
    .map((n) => ({ n })),
  fc.integer({ min: -(2 ** 31) - 10, max: 2 ** 31 + 10 }).map((n) => ({ n })),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => ({ n })),
  fc.constantFrom(...RAW_NUMBERS).map((raw) => ({ raw })),
);

export const OPERATOR_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '$gt',
  '$ne',
  '$in',
  '$where',
  '$regex',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
];
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...OPERATOR_KEYS),
  fc.constantFrom(
    '_id',
    'id',
    'email',
    'password',
    'passwordHash',
    'role',
    'rol',
    'color',
    'numero',
    'estado',
    'fecha',
    'creadoPor',
    'filtros',
    'selectedOption',
    'page',
    'pageSize',
    'tiempoEmpleado',
    '',
  ),
  hostileString,
);

/** Any JSON value, hostile leaves included. */
export const jsonValue: fc.Arbitrary<J> = fc.letrec<{ value: J }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(
      { weight: 4, arbitrary: hostileString.map((s): J => ({ s })) },
      { weight: 3, arbitrary: hostileNumber },
      { weight: 1, arbitrary: fc.boolean().map((b): J => ({ b })) },
      { weight: 1, arbitrary: fc.constant<J>({ z: null }) },
    ),
    fc.array(tie('value'), { maxLength: 4 }).map((a): J => ({ a })),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map((o): J => ({ o })),
  ),
})).value;

/** A value to put in place of a field: hostile leaves, huge strings, operator objects, arrays, anything. */
export const fieldValue: fc.Arbitrary<J> = fc.oneof(
  { weight: 5, arbitrary: hostileString.map((s): J => ({ s })) },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...OPERATOR_KEYS), jsonValue).map(([k, v]): J => ({ o: [[k, v]] })) },
  { weight: 2, arbitrary: jsonValue },
);

export const RAW_BODIES = [
  '',
  '{',
  '[',
  'nul',
  'null',
  '"x"',
  '1',
  '[]',
  '{}{}',
  '{"a":1,}',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"a":"\\uZZZZ"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '{"a":1e400}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
];
export const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/vnd.api+json',
  'application/json, text/plain',
  'APPLICATION/JSON',
  'application/json;',
];

/** Raw URL pieces that are not plain percent-encoding of a string. */
export const RAW_URL_PIECES = ['%', '%z', '%zz', '%00', '%ED%A0%80', '%C0%AF', '%FF', '..', '.', '%2e%2e', '%2F', '%252F', 'a%2Fb', '%E2%82', '+', '%20', '~'];

/** Percent-encodes the UTF-8 bytes of a string (a lone surrogate becomes U+FFFD's bytes, as a browser would send it). */
export function encodeUrlPart(s: string): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A URL part: a hostile string encoded, or raw pieces (invalid escapes, encoded lone surrogates). */
export const urlPart: fc.Arbitrary<{ encoded: string }> = fc.oneof(
  { weight: 4, arbitrary: hostileString.map((s) => ({ encoded: encodeUrlPart(s) })) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...RAW_URL_PIECES, 'a', '1'), { minLength: 1, maxLength: 4 }).map((p) => ({ encoded: p.join('') })) },
  { weight: 1, arbitrary: fc.constantFrom(201, 5_000, 70_000).map((n) => ({ encoded: 'x'.repeat(n) })) },
);

/** Multipart parts for upload-like bodies. */
export const multipartPart = fc.record({
  field: fc.oneof(fc.constant('file'), fc.constant('other'), hostileString),
  filename: fc.option(fc.oneof(fc.constantFrom('f.png', '../../x.png', 'a.exe', ''), hostileString), { nil: undefined }),
  type: fc.oneof(fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'application/octet-stream'), hostileString),
  data: fc.oneof(
    fc.constant('png' as const),
    fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
    fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(a)])),
  ),
});
export type MultipartPart = typeof multipartPart extends fc.Arbitrary<infer T> ? T : never;
