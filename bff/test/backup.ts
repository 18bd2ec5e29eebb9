import { createHash } from 'node:crypto';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Tarjeta } from '@portal/shared/domain';
import { rowCounts, tablesInFkOrder } from '../src/db/tools/backup';
import { readBackup } from '../src/db/tools/backup-file';
import { readJournal } from '../src/db/tools/db-catalog';
import { walkFiles } from '../src/db/tools/staged-uploads';
import { LOCK_FILE } from '../src/server/data-dir-lock';
import type { CliPaths } from '../src/db/tools/db-cli';
import { openRawPglite, openRawPostgres, type RawDb } from '../src/db/tools/raw-db';
import { MIGRATIONS_DIR, REPO_ROOT } from './paths';
import { TARJETA_AMARILLA, TARJETA_ROJA } from './tarjetas';
import { startTestApp, type TestApp } from './test-app';
import { multipart, png, upload } from './uploads';

export const CLI_PATHS: CliPaths = { repoRoot: REPO_ROOT, migrationsDir: MIGRATIONS_DIR };
/** No database of the PostgreSQL server: the app runs on PGlite under its DATA_DIR even when DATABASE_URL is set. */
export const NO_SERVER_DB = { env: {}, drop: async () => undefined };
export const PLANT_USER = { legajo: '4321', pin: '432100' };

export interface Plant {
  card: Tarjeta;
  imageUrl: string;
  image: Buffer;
}

/** An app on embedded PGlite under dataDir with a user, cards of two colours and a card with a local image; closed at the end. */
export async function buildEmbeddedPlant(dataDir: string): Promise<Plant> {
  const t = await startTestApp({ database: NO_SERVER_DB, env: { DATA_DIR: dataDir, CLOUDINARY_URL: '' } });
  try {
    const tk = await t.roleTokens();
    await t.post('/api/users', { email: PLANT_USER.legajo, name: 'Nora Paz', password: PLANT_USER.pin, role: 'Operario' }, { token: tk.admin });
    for (let i = 0; i < 3; i++) await t.post('/api/tarjetas', TARJETA_ROJA, { token: tk.operario });
    await t.post('/api/tarjetas', TARJETA_AMARILLA, { token: tk.operario });
    const card = (await t.post<Tarjeta>('/api/tarjetas', TARJETA_ROJA, { token: tk.operario })).body;
    const image = png(300);
    const up = await upload(t, tk.operario, multipart('file', 'foto.png', image));
    const imageUrl = up.body.secure_url;
    const attached = await t.post<Tarjeta>('/api/tarjetas/agregarimagen', { _id: card._id, imagenUrl: imageUrl }, { token: tk.operario });
    if (attached.status !== 200) throw new Error(`attach failed: ${attached.text}`);
    return { card: attached.body, imageUrl, image };
  } finally {
    await t.close();
  }
}

export async function countsOf(open: () => Promise<RawDb>): Promise<Record<string, number>> {
  const db = await open();
  try {
    return await rowCounts(db, await tablesInFkOrder(db));
  } finally {
    await db.close();
  }
}

export const embeddedCounts = (dataDir: string) => countsOf(() => openRawPglite(dataDir));
export const postgresCounts = (url: string) => countsOf(() => openRawPostgres(url));

/**
 * Everything a restore could change, one entry each: every table's row count and a hash of its rows,
 * the migrations journal, the sequences, and the definitions of columns, constraints, indexes,
 * triggers and functions of schema public. Two equal fingerprints: the same database.
 */
export async function fingerprintOf(open: () => Promise<RawDb>): Promise<Record<string, string>> {
  const db = await open();
  const one = async (sql: string) => (await db.query<{ v: string | null }>(sql))[0]?.v ?? '';
  try {
    const out: Record<string, string> = {};
    for (const t of (await tablesInFkOrder(db)).sort()) {
      out[`table ${t}`] = await one(`select count(*) || ' ' || md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as v from "${t}" t`);
    }
    out['migrations'] = await one(`select string_agg(hash || '@' || created_at, ',' order by id) as v from drizzle.__drizzle_migrations`);
    out['sequences'] = await one(
      `select string_agg(sequencename || '=' || coalesce(last_value::text, '-'), ',' order by sequencename) as v from pg_sequences where schemaname = 'public'`,
    );
    out['columns'] =
      await one(`select md5(string_agg(concat_ws(' ', table_name, column_name, data_type, is_nullable, column_default), E'\\n' order by table_name, column_name)) as v
      from information_schema.columns where table_schema = 'public'`);
    out['constraints'] =
      await one(`select md5(string_agg(d, E'\\n' order by d)) as v from (select c.conrelid::regclass || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) as d
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public') x`);
    out['indexes'] = await one(`select md5(string_agg(indexdef, E'\\n' order by indexdef)) as v from pg_indexes where schemaname = 'public'`);
    out['triggers'] = await one(`select md5(string_agg(d, E'\\n' order by d)) as v from (select pg_get_triggerdef(t.oid) as d from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and not t.tgisinternal) x`);
    out['functions'] = await one(`select md5(string_agg(d, E'\\n' order by d)) as v from (select pg_get_functiondef(p.oid) as d from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.prokind = 'f') x`);
    return out;
  } finally {
    await db.close();
  }
}

export const embeddedFingerprint = (dataDir: string) => fingerprintOf(() => openRawPglite(dataDir));
export const postgresFingerprint = (url: string) => fingerprintOf(() => openRawPostgres(url));

/** Each file under DATA_DIR/uploads with a hash of its bytes, and whatever else DATA_DIR holds besides the database. */
export function filesFingerprint(dataDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of walkFiles(join(dataDir, 'uploads'))) out[relative(dataDir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  for (const entry of readdirSync(dataDir)) if (!['pglite', 'uploads'].includes(entry) && entry !== LOCK_FILE) out[entry] = 'present';
  return out;
}

/** The restored plant answers like the original: the card, its image, a login, and numbering that continues. */
export async function expectPlantServed(t: TestApp, plant: Plant): Promise<{ card: Tarjeta; image: Buffer; nextNumero: number }> {
  const { token } = await t.login(PLANT_USER.legajo, PLANT_USER.pin);
  const card = (await t.get<Tarjeta>(`/api/tarjetas/${plant.card._id}`, { token })).body;
  const res = await t.app.getHttpAdapter().getInstance().inject({ method: 'GET', url: plant.imageUrl });
  if (res.statusCode !== 200) throw new Error(`image not served: ${res.statusCode}`);
  const next = (await t.post<Tarjeta>('/api/tarjetas', TARJETA_ROJA, { token })).body;
  return { card, image: res.rawPayload, nextNumero: next.numero };
}

/** Writes `file` as the portal wrote it before migration 0051: that schema version, and the legajo under `email` in users rows. */
/** Tables created after migration 0051 (issue 24): a backup from before it has none of them. */
const POSTERIORES = [
  'plantas',
  'personas',
  'sso_grupos',
  'sso_ingresos',
  'tarjeta_meses',
  'tarjeta_meses_zona',
  'tarjeta_cambios',
  'equipos_am',
  'equipo_am_pasos',
  'propuestas_paso_am',
  'plantillas_auditoria_am',
  'auditorias_paso_am',
  'respuestas_auditoria_am',
  'cil_maquinas',
  'cil_puntos',
  'cil_ejecuciones',
  'cil_resultados',
  'cil_ventanas_cumplidas',
  'cil_cumplimiento_maquina',
  'cil_cumplimiento_persona',
];

export async function writeBeforeLegajoRename(file: string, out: string): Promise<void> {
  const journal = readJournal(MIGRATIONS_DIR);
  const previous = journal[journal.findIndex((e) => e.tag === '0051_users_legajo') - 1]!;
  async function* lines() {
    let table = '';
    const personas = new Map<unknown, Record<string, unknown>>();
    for await (const line of readBackup(file)) {
      if ('format' in line) line.schema = { tag: previous.tag, when: previous.when };
      if ('table' in line) table = line.table;
      // Plants came later (issue 24): no plantas table, no planta_id column; the pin was the user's (no personas); no
      // single sign-on tables, no cards per month.
      if (POSTERIORES.includes(table) && !('format' in line)) {
        if ('r' in line && table === 'personas') personas.set(line.r.id, line.r);
        if ('end' in line) table = '';
        continue;
      }
      if ('done' in line && line.tables) {
        line.tables = Object.fromEntries(Object.entries(line.tables).filter(([t]) => !POSTERIORES.includes(t)));
      }
      if ('r' in line) {
        const { planta_id: _planta, ...sinPlanta } = line.r;
        line.r = sinPlanta;
      }
      if ('r' in line && table === 'users') {
        const { legajo, persona_id, membresia_version: _version, ...rest } = line.r;
        const persona = personas.get(persona_id) ?? {};
        line.r = {
          ...rest,
          email: legajo,
          password_hash: persona.password_hash,
          sesion_version: persona.sesion_version,
          debe_cambiar_pin: persona.debe_cambiar_pin,
        };
      }
      yield JSON.stringify(line) + '\n';
    }
  }
  await pipeline(Readable.from(lines()), createGzip(), createWriteStream(out));
}
