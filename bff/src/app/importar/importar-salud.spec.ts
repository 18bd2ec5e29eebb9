import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importarContrato as I, rutaUrl, type ImportResultado } from '@portal/shared/domain';
import { count } from 'drizzle-orm';
import { tarjetas } from '../../db/schema';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { DB, type Db } from '../database/database.types';
import { startTestApp, usingPostgres, type TestApp } from '../../../test/test-app';
import { FILAS_POR_INSERT, ImportarRepository } from './importar.repository';

const HEADER = '"N°","Color","Equipo Autonomo","Prioridad","Fecha apertura","Descripción anomalia","Estado actual"';
/** Rows for three INSERT batches. */
const FILAS = Array.from({ length: 2 * FILAS_POR_INSERT + 50 }, (_, i) => `"${7001 + i}","Verde","","Baja","2020-03-01T10:00:00.000Z","Fila ${i}","Abierta"`);
const CSV = Buffer.from([HEADER, ...FILAS].join('\n'));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('a long import and everyone else', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ admin } = await t.roleTokens());
  });
  afterAll(() => t.close());

  it('GET /api/health answers 200 in the middle of the import transaction (busy on PGlite), and the inserts yield between batches', async () => {
    const repo = t.app.get(ImportarRepository);
    const enMedio = deferred();
    const seguir = deferred();
    let lotes = 0;
    let yielded = true;
    vi.spyOn(repo, 'insertLote').mockImplementation(async (filas, creadoPor) => {
      // A macrotask queued at the previous batch has run: the event loop got its turn in between.
      expect(yielded).toBe(true);
      yielded = false;
      setImmediate(() => (yielded = true));
      if (++lotes === 2) {
        enMedio.resolve();
        await seguir.promise;
      }
      return ImportarRepository.prototype.insertLote.call(repo, filas, creadoPor);
    });
    const boundary = '----salud';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="x.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      CSV,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const importacion = t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: rutaUrl(I.importar),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${admin}` },
        payload,
      });
    await enMedio.promise;
    // The import's transaction is open, its second batch held: health must not wait for the commit.
    const salud = await t.get('/api/health');
    expect(salud.status).toBe(200);
    expect(salud.body).toEqual(usingPostgres ? { status: 'ok', db: 'postgres' } : { status: 'ok', db: 'pglite', busy: true });
    seguir.resolve();
    const res = await importacion;
    expect(res.statusCode).toBe(201);
    expect((res.json() as ImportResultado).creadas).toBe(FILAS.length);
    expect(lotes).toBe(3);
    expect((await t.get('/api/health')).body).toEqual({ status: 'ok', db: usingPostgres ? 'postgres' : 'pglite' });
  });

  it("reads the cards for the analysis' context in pages, giving the event loop a turn between them, and misses none", async () => {
    const repo = t.app.get(ImportarRepository);
    const zona = t.app.get<symbol, AppConfig>(APP_CONFIG).plantTz;
    const deUnaVez = await repo.contexto(zona, 1_000_000);
    const leer = vi.spyOn(repo, 'tarjetasDesde');
    const paginas: number[] = [];
    let yielded = true;
    leer.mockImplementation(async (despuesDe, limite) => {
      expect(yielded).toBe(true);
      yielded = false;
      setImmediate(() => (yielded = true));
      const filas = await ImportarRepository.prototype.tarjetasDesde.call(repo, despuesDe, limite);
      paginas.push(filas.length);
      return filas;
    });
    const porPaginas = await repo.contexto(zona, 40);
    const [{ n }] = await t.app.get<Db>(DB).select({ n: count() }).from(tarjetas);
    expect(n).toBeGreaterThan(80);
    expect(paginas).toEqual([...Array.from({ length: Math.floor(n / 40) }, () => 40), n % 40]);
    expect(porPaginas).toEqual(deUnaVez);
    leer.mockRestore();
  });
});
