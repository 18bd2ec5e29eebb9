/**
 * `mongoexport` output: one extended-JSON document per line (or, with --jsonArray, one JSON array). Extended values
 * become plain ones: `{"$oid"}` → its hex string, `{"$date"}` (ISO text, milliseconds, `{"$numberLong"}`) → Date,
 * `{"$numberInt|Long|Double|Decimal"}` → number.
 */
export type MongoDoc = Record<string, unknown> & { _id?: unknown };

export interface ParsedLine {
  line: number;
  doc?: MongoDoc;
  error?: string;
}

export function fromExtendedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromExtendedJson);
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length === 1) {
    const [k] = keys;
    const v = obj[k];
    if (k === '$oid' && typeof v === 'string') return v;
    if (k === '$date') {
      const raw = typeof v === 'object' && v !== null && '$numberLong' in v ? Number((v as { $numberLong: string }).$numberLong) : v;
      const d = new Date(raw as string | number);
      return Number.isNaN(d.getTime()) ? null : d;
    }
    if (['$numberInt', '$numberLong', '$numberDouble', '$numberDecimal'].includes(k)) return Number(v);
  }
  return Object.fromEntries(keys.map((k) => [k, fromExtendedJson(obj[k])]));
}

export function parseDump(text: string): ParsedLine[] {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trimStart().startsWith('[')) {
    try {
      const docs = JSON.parse(body) as unknown[];
      return docs.map((d, i) => toParsed(i + 1, d));
    } catch (err) {
      return [{ line: 1, error: `JSON inválido: ${(err as Error).message}` }];
    }
  }
  const out: ParsedLine[] = [];
  body.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === '') return;
    try {
      out.push(toParsed(i + 1, JSON.parse(raw)));
    } catch (err) {
      out.push({ line: i + 1, error: `JSON inválido: ${(err as Error).message}` });
    }
  });
  return out;
}

function toParsed(line: number, value: unknown): ParsedLine {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { line, error: 'No es un documento' };
  return { line, doc: fromExtendedJson(value) as MongoDoc };
}

/** The creation time an ObjectId carries (its first 4 bytes), for a document without a date of its own. */
export function fechaDeObjectId(id: string): Date | null {
  return /^[0-9a-f]{24}$/i.test(id) ? new Date(parseInt(id.slice(0, 8), 16) * 1000) : null;
}
