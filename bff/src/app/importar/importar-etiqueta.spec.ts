import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importarContrato as I, rutaUrl } from '@portal/shared/domain';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DB, type Db } from '../database/database.types';

/** A one-card import is told in the singular in the audit trail (issue 21: 'Importación de 1 tarjetas'). */
describe('card import: the audit label counts in the singular and the plural', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.roleTokens()).admin;
  });
  afterAll(() => t?.close());

  const importar = async (filas: string[]) => {
    const csv = ['"N°","Color","Equipo Autonomo","Prioridad","Fecha apertura","Descripción anomalia","Estado actual"', ...filas].join('\r\n') + '\r\n';
    const boundary = '----etiqueta';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="t.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      Buffer.from(csv, 'utf8'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: rutaUrl(I.importar),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${admin}` },
        payload,
      });
    expect(res.statusCode).toBe(201);
  };
  const etiquetas = async () =>
    (
      (await t.app.get<Db>(DB).execute(sql`select etiqueta from auditoria where accion = 'importar' order by id`)) as unknown as {
        rows: { etiqueta: string }[];
      }
    ).rows.map((r) => r.etiqueta);

  it("says 'Importación de 1 tarjeta' for one card and 'Importación de 2 tarjetas' for two", async () => {
    await importar(['"7001","Roja","","Alta","2019-01-31T23:10:10.000Z","Una sola","Abierta"']);
    await importar([
      '"7002","Azul","","Baja","2019-02-01T10:00:00.000Z","Primera","Abierta"',
      '"7003","Azul","","Baja","2019-02-01T11:00:00.000Z","Segunda","Abierta"',
    ]);
    expect(await etiquetas()).toEqual(['Importación de 1 tarjeta', 'Importación de 2 tarjetas']);
  });
});
