/** Every draft's sessionStorage key starts with this: `borrador:<userId>:<form>[:<objectId>]`. */
export const DRAFT_PREFIX = 'borrador:';

const VERSION = 1;

type Primitive = string | number | boolean | null;
export type DraftValues = Record<string, Primitive>;

const isPrimitive = (v: unknown): v is Primitive =>
  v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Only plain values travel: a File, a FileList, a Date picker's object or a nested value is left out. */
export function toDraftValues(values: Record<string, unknown>): DraftValues {
  const out: DraftValues = {};
  for (const [name, value] of Object.entries(values)) if (isPrimitive(value)) out[name] = value;
  return out;
}

export function writeDraft(key: string, values: Record<string, unknown>): void {
  try {
    storage()?.setItem(key, JSON.stringify({ v: VERSION, values: toDraftValues(values) }));
  } catch {
    /* storage full or disabled: the form keeps working, only without a draft */
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    /* storage disabled: nothing was stored either */
  }
}

export function hasDraft(key: string): boolean {
  try {
    return storage()?.getItem(key) != null;
  } catch {
    return false;
  }
}

/**
 * The stored draft, kept only where it still fits the form: a field of `template` with a value of
 * the same type. Unknown fields, changed types and corrupt JSON are dropped (corrupt JSON removed).
 */
export function readDraft(key: string, template: Record<string, unknown>): DraftValues | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw == null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    removeDraft(key);
    return null;
  }
  const { v, values } = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as { v?: unknown; values?: unknown };
  if (v !== VERSION || typeof values !== 'object' || values === null || Array.isArray(values)) {
    removeDraft(key);
    return null;
  }
  const out: DraftValues = {};
  for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
    if (!Object.prototype.hasOwnProperty.call(template, name) || !isPrimitive(value)) continue;
    const expected = template[name];
    if (expected === null || expected === undefined || typeof expected === typeof value) out[name] = value;
  }
  return Object.keys(out).length > 0 ? out : null;
}
