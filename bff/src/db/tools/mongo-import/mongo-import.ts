import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { mongoImportados } from '../../schema';
import type { Db } from '../../../app/database/database.types';
import { reconstruirContadores } from '../../../app/tarjetas/numeracion';
import { parseDump, type MongoDoc } from './extended-json';
import { importarCampo } from './mongo-campos';
import { DocumentoInvalido, NumeroDuplicado, type Importador } from './mongo-documento';
import { COLECCIONES_MONGO, informeVacio, type ColeccionMongo, type InformeColeccion, type InformeMongo } from './mongo-informe';
import { importarKaizen, importarTarjeta } from './mongo-tarjetas';
import { importarFiltro, importarUsuario } from './mongo-usuarios';
import { texto } from './mongo-valores';

export { COLECCIONES_MONGO, informeComoTexto, type ColeccionMongo, type InformeColeccion, type InformeMongo, type ProblemaMongo } from './mongo-informe';

export interface OpcionesMongo {
  /** The plant's IANA time zone: the original's local "YYYY-MM-DD HH:mm" repair times and its hours' days. */
  plantTz: string;
}

const ACTOR = JSON.stringify({ id: null, nombre: 'Migración MongoDB', legajo: 'mongo', ip: null });

function leerColeccion(carpeta: string, nombre: string): { archivo: string; texto: string } | null {
  for (const candidato of [`${nombre}.json`, `${nombre}.jsonl`, nombre]) {
    const archivo = join(carpeta, candidato);
    if (existsSync(archivo)) return { archivo: candidato, texto: readFileSync(archivo, 'utf8') };
  }
  return null;
}

/**
 * Imports a `mongoexport` dump folder into the portal's database (already migrated). Each document is imported in
 * a transaction of its own (audited as 'Migración MongoDB') together with its ObjectId in `mongo_importados`, so a
 * failed document leaves nothing behind and a second run skips what the first imported.
 */
export async function importarDumpMongo(db: Db, carpeta: string, opciones: OpcionesMongo): Promise<InformeMongo> {
  const inicio = new Date();
  const colecciones = Object.fromEntries(COLECCIONES_MONGO.map((c) => [c, informeVacio()])) as Record<ColeccionMongo, InformeColeccion>;
  const tz = opciones.plantTz;

  const importadores: Record<ColeccionMongo, Importador> = {
    campos: (tx, doc, _id, aviso) => importarCampo(tx, doc, aviso),
    users: (tx, doc, id, aviso) => importarUsuario(tx, doc, id, tz, aviso),
    tarjetas: (tx, doc, id, aviso) => importarTarjeta(tx, doc, id, tz, aviso),
    tarjetaskaizen: (tx, doc, id, aviso) => importarKaizen(tx, doc, id, tz, aviso),
    filter: (tx, doc, _id, aviso) => importarFiltro(tx, doc, aviso),
  };

  for (const coleccion of COLECCIONES_MONGO) {
    const informe = colecciones[coleccion];
    const leido = leerColeccion(carpeta, coleccion);
    if (!leido) continue;
    informe.archivo = leido.archivo;
    const duplicadas: { doc: MongoDoc; id: string }[] = [];
    const importar = async (doc: MongoDoc, id: string, importador: Importador) => {
      const avisos: string[] = [];
      try {
        await db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('portal.actor', ${ACTOR}, true), set_config('portal.accion', 'migrar', true)`);
          const entidadId = await importador(tx, doc, id, (m) => avisos.push(m));
          await tx.insert(mongoImportados).values({ coleccion, mongoId: id, entidadId });
        });
        informe.importados++;
        informe.avisos.push(...avisos.map((motivo) => ({ id, motivo })));
      } catch (err) {
        if (err instanceof NumeroDuplicado) return void duplicadas.push({ doc, id });
        const motivo = err instanceof DocumentoInvalido ? err.message : `Error de la base de datos: ${errorMessage(err)}`;
        informe.noImportados.push({ id, motivo });
      }
    };
    for (const { line, doc, error } of parseDump(leido.texto)) {
      informe.leidos++;
      const id = doc ? texto(doc._id) : '';
      if (!doc || id === '') {
        informe.noImportados.push({ id: `línea ${line}`, motivo: error ?? 'Documento sin _id' });
        continue;
      }
      const [previo] = await db
        .select()
        .from(mongoImportados)
        .where(and(eq(mongoImportados.coleccion, coleccion), eq(mongoImportados.mongoId, id)));
      if (previo) {
        informe.yaImportados++;
        continue;
      }
      await importar(doc, id, importadores[coleccion]);
    }
    // Only once every card kept its own number do the repeated ones take new numbers, after the highest of their colour
    // (a repeated 5 renumbered first could otherwise take a later card's 6).
    for (const { doc, id } of duplicadas) await importar(doc, id, (tx, d, i, aviso) => importarTarjeta(tx, d, i, tz, aviso, true));
  }
  await ajustarContadores(db);
  return { carpeta, inicio: inicio.toISOString(), fin: new Date().toISOString(), colecciones };
}

function errorMessage(err: unknown): string {
  const e = err as { message?: string; cause?: { message?: string } };
  return e.cause?.message ?? e.message ?? String(err);
}

/** Numbering continues past the highest imported number of each colour, and of the Kaizen. */
async function ajustarContadores(db: Db) {
  await reconstruirContadores(db);
  await db.execute(sql`
    insert into kaizen_contador (id, last)
      select 1, coalesce(max(numero), 0) from kaizens
    on conflict (planta_id, id) do update set last = greatest(kaizen_contador.last, excluded.last)`);
}
