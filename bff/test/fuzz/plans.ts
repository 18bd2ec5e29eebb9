import fc from 'fast-check';
import {
  CONTENT_TYPES,
  encodeUrlPart,
  fieldValue,
  fromValue,
  hostileKey,
  jsonValue,
  multipartPart,
  OPERATOR_KEYS,
  RAW_BODIES,
  RAW_URL_PIECES,
  toJson,
  urlPart,
  type J,
  type MultipartPart,
} from './arbitraries';
import { PNG } from './fixtures';
import { paramNames, type AppRoute } from './routes';

/** An example with its fresh data resolved. */
export interface ResolvedExample {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  params?: Record<string, string>;
  file?: { field: string; filename: string; type: string; data: Buffer };
  fields?: Record<string, string>;
  /** Sent instead of the Admin's token. */
  token?: string;
  headers?: Record<string, string>;
}

export interface Edit {
  pick: number;
  op: 'set' | 'delete' | 'add' | 'wrap-array' | 'wrap-operator';
  key: string;
  value: J;
}
export interface QueryEdit {
  pick: number;
  op: 'set' | 'delete' | 'add' | 'repeat';
  key: string;
  value: { encoded: string };
}

/** What to do to the route's valid example; independent of the example's data, so it replays on fresh data. */
export type Plan =
  | { kind: 'example' }
  | { kind: 'body-edits'; edits: Edit[] }
  | { kind: 'body-any'; body: J }
  | { kind: 'body-raw'; raw: string; contentType: string }
  | { kind: 'content-type'; contentType: string | null }
  | { kind: 'query-edits'; edits: QueryEdit[] }
  | { kind: 'query-raw'; pieces: { encoded: string }[] }
  | { kind: 'params'; values: { encoded: string }[] }
  | { kind: 'multipart'; parts: MultipartPart[]; boundary: 'ok' | 'missing' | 'truncated' };

const edit: fc.Arbitrary<Edit> = fc.record({
  pick: fc.nat(),
  op: fc.constantFrom<Edit['op']>('set', 'set', 'set', 'delete', 'add', 'wrap-array', 'wrap-operator'),
  key: hostileKey,
  value: fieldValue,
});
const queryEdit: fc.Arbitrary<QueryEdit> = fc.record({
  pick: fc.nat(),
  op: fc.constantFrom<QueryEdit['op']>('set', 'set', 'delete', 'add', 'repeat'),
  key: fc.oneof(fc.constantFrom('q', 'page', 'pageSize', 'numero', 'color', 'columna', 'sort', '__proto__', 'constructor', 'q[$gt]', 'page[]', ''), hostileKey),
  value: urlPart,
});

export function planArbitrary(route: AppRoute, upload: boolean): fc.Arbitrary<Plan> {
  const params = paramNames(route.path).length;
  const plans: fc.WeightedArbitrary<Plan>[] = [
    { weight: 1, arbitrary: fc.constant<Plan>({ kind: 'example' }) },
    { weight: 5, arbitrary: fc.array(edit, { minLength: 1, maxLength: 3 }).map((edits): Plan => ({ kind: 'body-edits', edits })) },
    { weight: 2, arbitrary: jsonValue.map((body): Plan => ({ kind: 'body-any', body })) },
    {
      weight: 1,
      arbitrary: fc
        .record({ raw: fc.constantFrom(...RAW_BODIES), contentType: fc.constantFrom('application/json', 'application/json', 'text/plain') })
        .map((r): Plan => ({ kind: 'body-raw', ...r })),
    },
    { weight: 1, arbitrary: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: null }).map((contentType): Plan => ({ kind: 'content-type', contentType })) },
    { weight: 2, arbitrary: fc.array(queryEdit, { minLength: 1, maxLength: 3 }).map((edits): Plan => ({ kind: 'query-edits', edits })) },
    {
      weight: 1,
      arbitrary: fc
        .array(
          fc.oneof(
            urlPart,
            fc.constantFrom(...RAW_URL_PIECES, '&', '=', '&&', '==', '?', '#').map((encoded) => ({ encoded })),
          ),
          { maxLength: 6 },
        )
        .map((pieces): Plan => ({ kind: 'query-raw', pieces })),
    },
    {
      weight: upload ? 6 : 1,
      arbitrary: fc
        .record({
          parts: fc.array(multipartPart, { maxLength: 3 }),
          boundary: fc.constantFrom<'ok' | 'missing' | 'truncated'>('ok', 'ok', 'missing', 'truncated'),
        })
        .map((m): Plan => ({ kind: 'multipart', ...m })),
    },
  ];
  if (params)
    plans.push({ weight: 3, arbitrary: fc.array(urlPart, { minLength: params, maxLength: params }).map((values): Plan => ({ kind: 'params', values })) });
  return fc.oneof(...plans);
}

export interface FuzzRequest {
  method: AppRoute['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const BOUNDARY = 'fuzz-boundary-7d3f';

function multipartBody(parts: { field: string; filename?: string; type: string; data: Buffer }[], boundary: 'ok' | 'missing' | 'truncated') {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const filename = p.filename === undefined ? '' : `; filename="${p.filename.replace(/["\r\n]/g, '_')}"`;
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.field.replace(/["\r\n]/g, '_')}"${filename}\r\nContent-Type: ${p.type.replace(/[\r\n]/g, '_')}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(boundary === 'truncated' ? `--${BOUNDARY}` : `--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: boundary === 'missing' ? 'multipart/form-data' : `multipart/form-data; boundary=${BOUNDARY}` };
}

type Path = number[];
function allPaths(j: J, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if ('a' in j) j.a.forEach((x, i) => out.push(...allPaths(x, [...prefix, i])));
  if ('o' in j) j.o.forEach(([, x], i) => out.push(...allPaths(x, [...prefix, i])));
  return out;
}
/** The node at `path` replaced by f(node), or removed when f answers undefined. */
function update(j: J, path: Path, f: (node: J) => J | undefined): J {
  if (!path.length) return f(j) ?? { o: [] };
  const [i, ...rest] = path;
  if ('a' in j) {
    const a = [...j.a];
    const next = rest.length ? update(a[i], rest, f) : f(a[i]);
    if (next === undefined) a.splice(i, 1);
    else a[i] = next;
    return { a };
  }
  if ('o' in j) {
    const o = [...j.o];
    const next = rest.length ? update(o[i][1], rest, f) : f(o[i][1]);
    if (next === undefined) o.splice(i, 1);
    else o[i] = [o[i][0], next];
    return { o };
  }
  return j;
}
function applyEdit(j: J, e: Edit): J {
  const paths = allPaths(j);
  const path = paths[e.pick % paths.length];
  const operator = OPERATOR_KEYS[e.pick % OPERATOR_KEYS.length];
  return update(j, path, (node) => {
    switch (e.op) {
      case 'set':
        return path.length ? e.value : { o: [[e.key, e.value]] };
      case 'delete':
        return undefined;
      case 'add':
        if ('o' in node) return { o: [...node.o, [e.key, e.value]] };
        if ('a' in node) return { a: [...node.a, e.value] };
        return { o: [[e.key, e.value]] };
      case 'wrap-array':
        return { a: [node] };
      case 'wrap-operator':
        return { o: [[operator, node]] };
    }
  });
}

/** The request a plan makes of a route's example, as the given token. */
export function buildRequest(route: AppRoute, ex: ResolvedExample, plan: Plan, token: string): FuzzRequest {
  const names = paramNames(route.path);
  const paramValues = plan.kind === 'params' ? plan.values.map((v) => v.encoded) : names.map((n) => encodeUrlPart(ex.params?.[n] ?? ''));
  let path = route.path;
  names.forEach((n, i) => (path = path.replace(`:${n}`, paramValues[i])));

  const pairs: [string, string][] = Object.entries(ex.query ?? {}).map(([k, v]) => [encodeUrlPart(k), encodeUrlPart(v)]);
  if (plan.kind === 'query-edits') {
    for (const e of plan.edits) {
      const i = pairs.length ? e.pick % pairs.length : -1;
      const key = encodeUrlPart(e.key);
      if (e.op === 'set' && i >= 0) pairs[i] = [pairs[i][0], e.value.encoded];
      else if (e.op === 'delete' && i >= 0) pairs.splice(i, 1);
      else if (e.op === 'repeat' && i >= 0) pairs.push([pairs[i][0], e.value.encoded]);
      else pairs.push([key, e.value.encoded]);
    }
  }
  let query = pairs.map(([k, v]) => `${k}=${v}`).join('&');
  if (plan.kind === 'query-raw') query = plan.pieces.map((p) => p.encoded).join('');
  const url = query ? `${path}?${query}` : path;

  const headers: Record<string, string> = { ...ex.headers, authorization: `Bearer ${ex.token ?? token}` };
  let payload: string | Buffer | undefined;
  let contentType: string | undefined;
  const exampleBody = ex.body ? fromValue(ex.body) : undefined;
  if (ex.file) {
    const campos = Object.entries(ex.fields ?? {}).map(([field, v]) => ({ field, type: 'text/plain', data: Buffer.from(v) }));
    ({ payload, contentType } = multipartBody([...campos, ex.file], 'ok'));
  } else if (exampleBody) {
    payload = toJson(exampleBody);
    contentType = 'application/json';
  }
  switch (plan.kind) {
    case 'body-edits':
      payload = toJson(plan.edits.reduce(applyEdit, exampleBody ?? { o: [] }));
      contentType = 'application/json';
      break;
    case 'body-any':
      payload = toJson(plan.body);
      contentType = 'application/json';
      break;
    case 'body-raw':
      payload = plan.raw;
      contentType = plan.contentType;
      break;
    case 'content-type':
      payload ??= '{}';
      contentType = plan.contentType ?? undefined;
      break;
    case 'multipart':
      ({ payload, contentType } = multipartBody(
        plan.parts.map((p) => ({ ...p, data: p.data === 'png' ? PNG : p.data })),
        plan.boundary,
      ));
      break;
  }
  if (contentType !== undefined) headers['content-type'] = contentType;
  return { method: route.method, url, headers, payload };
}
