import type { Tarjeta } from '@portal/shared/domain';
import { rowCounts, tablesInFkOrder } from '../src/db/tools/backup';
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

/** The restored plant answers like the original: the card, its image, a login, and numbering that continues. */
export async function expectPlantServed(t: TestApp, plant: Plant): Promise<{ card: Tarjeta; image: Buffer; nextNumero: number }> {
  const { token } = await t.login(PLANT_USER.legajo, PLANT_USER.pin);
  const card = (await t.get<Tarjeta>(`/api/tarjetas/${plant.card._id}`, { token })).body;
  const res = await t.app.getHttpAdapter().getInstance().inject({ method: 'GET', url: plant.imageUrl });
  if (res.statusCode !== 200) throw new Error(`image not served: ${res.statusCode}`);
  const next = (await t.post<Tarjeta>('/api/tarjetas', TARJETA_ROJA, { token })).body;
  return { card, image: res.rawPayload, nextNumero: next.numero };
}
