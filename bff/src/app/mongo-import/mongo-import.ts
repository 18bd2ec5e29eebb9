import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  COLORES,
  COLUMNAS_EXPORTABLES,
  diaEnZona,
  filtroPresetSchema,
  HORAS_MAX_ENTRADA,
  importeDeTexto,
  objetivoLogradoDeTexto,
  plural,
  ROLES,
  TIPOS_HORA,
} from '@portal/shared/domain';
import { campos, filtros, kaizenTarjetas, kaizens, mongoImportados, tarjetas, userHours, users } from '../../db/schema';
import type { Db } from '../database/database.types';
import { fechaDeObjectId, parseDump, type MongoDoc } from './extended-json';

/** The collections of the original app's dump, in import order (cards before the Kaizen that name them). */
export const COLECCIONES_MONGO = ['campos', 'users', 'tarjetas', 'tarjetaskaizen', 'filter'] as const;
export type ColeccionMongo = (typeof COLECCIONES_MONGO)[number];

export interface ProblemaMongo {
  /** The document's ObjectId, or `línea N` when the line could not be read. */
  id: string;
  motivo: string;
}

export interface InformeColeccion {
  archivo: string | null;
  leidos: number;
  importados: number;
  /** Already imported by an earlier run (same ObjectId): skipped. */
  yaImportados: number;
  noImportados: ProblemaMongo[];
  /** Imported, with something changed or dropped (renumbered Kaizen, missing card of a Kaizen, unreadable hours entry…). */
  avisos: ProblemaMongo[];
}

export interface InformeMongo {
  carpeta: string;
  inicio: string;
  fin: string;
  colecciones: Record<ColeccionMongo, InformeColeccion>;
}

export interface OpcionesMongo {
  /** The plant's IANA time zone: the original's local "YYYY-MM-DD HH:mm" repair times and its hours' days. */
  plantTz: string;
}

const ACTOR = JSON.stringify({ id: null, nombre: 'Migración MongoDB', legajo: 'mongo', ip: null });

class DocumentoInvalido extends Error {}
/** A card whose colour + number is taken (the original numbered in the browser): imported in a second pass with a new number. */
class NumeroDuplicado extends DocumentoInvalido {}
const invalido = (motivo: string): never => {
  throw new DocumentoInvalido(motivo);
};

// ----- value readers: the original stored almost everything as strings -----

const texto = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : v instanceof Date ? v.toISOString() : String(v));
const booleano = (v: unknown): boolean => v === true || (typeof v === 'string' && ['true', 'si', 'sí', '1'].includes(v.trim().toLowerCase())) || v === 1;
const entero = (v: unknown): number | null => {
  const s = texto(v).trim();
  return /^\d{1,9}$/.test(s) ? Number(s) : null;
};
/** '2,5', '2.5', '3 hs' → number; '' → null; anything else → undefined (unreadable). */
function numeroDecimal(v: unknown): number | null | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  const s = texto(v).trim().toLowerCase().replace(/\s*(hs?|horas?)\.?$/, '').replace(',', '.');
  if (s === '') return null;
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : undefined;
}
const fecha = (v: unknown): Date | null => {
  if (v instanceof Date) return v;
  if (typeof v === 'string' && v.trim() !== '') {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
};
/** The original's local "YYYY-MM-DD HH:mm" (plant time): an instant computed by the database in the plant zone. */
function instanteLocal(v: unknown, tz: string): SQL | Date | null | undefined {
  if (v instanceof Date) return v;
  const s = texto(v).trim();
  if (s === '') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (!m) return fecha(s) ?? undefined;
  const local = `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6] ?? '00'}`;
  return sql`(${local}::timestamp at time zone ${tz})`;
}
/** A plain day ('YYYY-MM-DD'): a stored instant is the plant's day it fell on. */
function dia(v: unknown, tz: string): string | null {
  if (v instanceof Date) return diaEnZona(v, tz);
  const s = texto(v).trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(s)) return s.slice(0, 10);
  const d = fecha(s);
  return d ? diaEnZona(d, tz) : null;
}
/** A {value,label} option (the original's react-select) or a plain value → the value. */
const valorDeOpcion = (v: unknown): string => (v !== null && typeof v === 'object' && 'value' in v ? texto((v as { value: unknown }).value) : texto(v));
const lista = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]);

// ----- the import -----

function informeVacio(): InformeColeccion {
  return { archivo: null, leidos: 0, importados: 0, yaImportados: 0, noImportados: [], avisos: [] };
}

function leerColeccion(carpeta: string, nombre: string): { archivo: string; texto: string } | null {
  for (const candidato of [`${nombre}.json`, `${nombre}.jsonl`, nombre]) {
    const archivo = join(carpeta, candidato);
    if (existsSync(archivo)) return { archivo: candidato, texto: readFileSync(archivo, 'utf8') };
  }
  return null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Importador = (tx: Tx, doc: MongoDoc, id: string, aviso: (motivo: string) => void) => Promise<string>;

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
      const [previo] = await db.select().from(mongoImportados).where(and(eq(mongoImportados.coleccion, coleccion), eq(mongoImportados.mongoId, id)));
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
  await db.execute(sql`
    insert into tarjeta_contadores (color, last)
      select color, max(numero) from tarjetas group by color
    on conflict (color) do update set last = greatest(tarjeta_contadores.last, excluded.last)`);
  await db.execute(sql`
    insert into kaizen_contador (id, last)
      select 1, coalesce(max(numero), 0) from kaizens
    on conflict (id) do update set last = greatest(kaizen_contador.last, excluded.last)`);
}

async function importarCampo(tx: Tx, doc: MongoDoc, aviso: (m: string) => void): Promise<string> {
  const name = texto(doc.name).trim();
  const value = texto(doc.value).trim();
  if (name === '' || value === '') invalido('Campo sin name o value');
  const parteMaquina = lista(doc.parteMaquina).map(texto).filter((p) => p.trim() !== '');
  const [nuevo] = await tx.insert(campos).values({ name, value, parteMaquina }).onConflictDoNothing().returning({ id: campos.id });
  if (nuevo) return nuevo.id;
  const [existente] = await tx.select({ id: campos.id }).from(campos).where(and(eq(campos.name, name), eq(campos.value, value)));
  aviso(`El campo ${name} "${value}" ya existía: se conserva el existente`);
  return existente.id;
}

async function importarUsuario(tx: Tx, doc: MongoDoc, id: string, tz: string, aviso: (m: string) => void): Promise<string> {
  const legajo = texto(doc.email).trim();
  const name = texto(doc.name).trim();
  const role = texto(doc.role).trim();
  const hash = texto(doc.password);
  if (legajo === '') invalido('Usuario sin legajo (email)');
  if (name === '') invalido('Usuario sin nombre');
  if (!(ROLES as readonly string[]).includes(role)) invalido(`Rol desconocido: "${role}"`);
  if (!/^\$2[aby]\$\d\d\$.{53}$/.test(hash)) invalido('El pin no es un hash bcrypt');
  const [existente] = await tx.select({ id: users.id }).from(users).where(eq(users.email, legajo));
  if (existente) invalido(`Ya existe un usuario con el legajo ${legajo}`);
  const createdAt = fecha(doc.date) ?? fechaDeObjectId(id) ?? new Date();
  const [user] = await tx.insert(users).values({ email: legajo, name, role, passwordHash: hash, createdAt }).returning({ id: users.id });
  for (const [i, h] of lista(doc.hours).entries()) {
    const entrada = (h ?? {}) as Record<string, unknown>;
    const quantity = numeroDecimal(entrada.quantity);
    const typeOf = texto(entrada.typeOf).trim();
    const date = dia(entrada.date, tz);
    if (quantity === null || quantity === undefined || quantity <= 0 || quantity > HORAS_MAX_ENTRADA) {
      aviso(`Horas n°${i + 1}: cantidad inválida "${texto(entrada.quantity)}", no importada`);
    } else if (!(TIPOS_HORA as readonly string[]).includes(typeOf)) {
      aviso(`Horas n°${i + 1}: tipo desconocido "${typeOf}", no importada`);
    } else if (!date) {
      aviso(`Horas n°${i + 1}: sin fecha, no importada`);
    } else {
      await tx.insert(userHours).values({ userId: user.id, quantity: Math.round(quantity * 10) / 10, typeOf, date, createdBy: user.id });
    }
  }
  return user.id;
}

const TEXTOS_TARJETA = [
  'descripcion', 'sugerencia', 'reparacion', 'detecto', 'familia', 'maquina', 'parteMaquina', 'equipo', 'riesgoInicial', 'tipodeRiesgo',
  'riesgoFinal', 'responsable', 'causa', 'tareaRealizada', 'materialUtilizado', 'tipoAccion', 'accionesComplementarias', 'imagenUrl',
  'responsableSeguimiento', 'recursos', 'materiales', 'tareaRealizar', 'responsableTarea', 'comentario1', 'comentario2', 'comentario3',
] as const;
const BOOLEANOS_TARJETA = ['convertida', 'verificacion', 'sustoExperimentado', 'sustoObservado', 'impactoAmbiente', 'planificacion'] as const;
const DIAS_TARJETA = ['previstaCierre', 'solicitudCompras', 'comprometidaCompras'] as const;

async function importarTarjeta(tx: Tx, doc: MongoDoc, id: string, tz: string, aviso: (m: string) => void, renumerar = false): Promise<string> {
  let numero = entero(doc.numero);
  let numeroOriginal: number | null = null;
  const color = texto(doc.color).trim();
  if (numero === null || numero < 1) invalido(`Número inválido: "${texto(doc.numero)}"`);
  if (!(COLORES as readonly string[]).includes(color)) invalido(`Color desconocido: "${color}"`);
  const [dup] = await tx.select({ id: tarjetas.id }).from(tarjetas).where(and(eq(tarjetas.color, color), eq(tarjetas.numero, numero!)));
  if (dup && !renumerar) throw new NumeroDuplicado(`Número duplicado: ya hay una tarjeta ${color} N°${numero}`);
  if (dup) {
    const [{ siguiente }] = await tx
      .select({ siguiente: sql<number>`greatest(coalesce(max(${tarjetas.numero}), 0), coalesce((select last from tarjeta_contadores where color = ${color}), 0)) + 1` })
      .from(tarjetas)
      .where(eq(tarjetas.color, color));
    aviso(`Número repetido: la tarjeta ${color} N°${numero} queda como N°${siguiente} (se conserva el original)`);
    numeroOriginal = numero;
    numero = Number(siguiente);
  }
  const estado = texto(doc.estado).trim() === 'Cerrada' ? 'Cerrada' : 'Abierta';
  let fechaApertura = fecha(doc.fecha);
  if (!fechaApertura) {
    fechaApertura = fechaDeObjectId(id) ?? new Date();
    aviso('Sin fecha de apertura: se usa la de creación del documento');
  }
  const reparacion: Record<'inicioReparacion' | 'finReparacion', SQL | Date | null> = { inicioReparacion: null, finReparacion: null };
  for (const k of ['inicioReparacion', 'finReparacion'] as const) {
    const v = instanteLocal(doc[k], tz);
    if (v === undefined) aviso(`${k} ilegible ("${texto(doc[k])}"): queda vacío`);
    reparacion[k] = v ?? null;
  }
  let tiempoEmpleado = numeroDecimal(doc.tiempoEmpleado);
  if (tiempoEmpleado === undefined) {
    aviso(`tiempoEmpleado ilegible ("${texto(doc.tiempoEmpleado)}"): queda vacío`);
    tiempoEmpleado = null;
  }
  const valores: Record<string, unknown> = { numero, numeroOriginal, color, estado, fecha: fechaApertura, prioridad: texto(doc.prioridad).trim(), ...reparacion, tiempoEmpleado };
  for (const k of TEXTOS_TARJETA) valores[k] = texto(doc[k]);
  for (const k of BOOLEANOS_TARJETA) valores[k] = booleano(doc[k]);
  for (const k of DIAS_TARJETA) valores[k] = dia(doc[k], tz);
  if (estado === 'Cerrada') valores.cerradaEn = reparacion.finReparacion ?? fechaApertura;
  const [fila] = await tx
    .insert(tarjetas)
    .values(valores as typeof tarjetas.$inferInsert)
    .returning({ id: tarjetas.id });
  return fila.id;
}

const TEXTOS_KAIZEN = [
  'codigo', 'linea', 'maquina', 'tema', 'perdidaAtacada', 'pilar', 'lider', 'descripcionProblema', 'objetivo', 'causas', 'acciones',
  'documentos', 'otraMaquina', 'responsableSeguimiento', 'costo', 'beneficio', 'verificacion', 'imagenFrontUrl', 'imagenBackUrl',
] as const;

async function importarKaizen(tx: Tx, doc: MongoDoc, id: string, tz: string, aviso: (m: string) => void): Promise<string> {
  const valores: Record<string, unknown> = {};
  for (const k of TEXTOS_KAIZEN) valores[k] = texto(doc[k]);
  valores.objetivoCompletado = texto(doc.objectivoCompletado ?? doc.objetivoCompletado);
  valores.objetivoLogrado = objetivoLogradoDeTexto(valores.objetivoCompletado as string);
  const estadoOriginal = texto(doc.estado).trim();
  valores.estado = estadoOriginal === 'Cerrada' ? 'Cerrada' : 'Abierta';
  valores.implementacion = booleano(doc.implementacion) || estadoOriginal === 'En implementacion';
  valores.fecha = fecha(doc.fecha) ?? fechaDeObjectId(id) ?? new Date();
  valores.fechaFinalizacionMejora = dia(doc.fechaFinalizacionMejora, tz);
  valores.costoImporte = importeDeTexto(valores.costo as string);
  valores.beneficioImporte = importeDeTexto(valores.beneficio as string);
  if (valores.estado === 'Cerrada') valores.cerradaEn = valores.fecha;

  let numero = entero(doc.numero);
  const ocupado = numero !== null && numero > 0 && (await tx.select({ id: kaizens.id }).from(kaizens).where(eq(kaizens.numero, numero))).length > 0;
  if (numero === null || numero < 1 || ocupado) {
    const [{ siguiente }] = await tx.select({ siguiente: sql<number>`greatest(coalesce(max(${kaizens.numero}), 0), coalesce((select last from kaizen_contador where id = 1), 0)) + 1` }).from(kaizens);
    aviso(`Número ${texto(doc.numero) || '(vacío)'} ${ocupado ? 'repetido' : 'inválido'}: queda como Quick Kaizen N°${siguiente}`);
    numero = Number(siguiente);
  }
  valores.numero = numero;
  const [kaizen] = await tx
    .insert(kaizens)
    .values(valores as typeof kaizens.$inferInsert)
    .returning({ id: kaizens.id });

  for (const [campo, rol] of [['preTarjeta', 'origen'], ['tarjetasHacer', 'hacer']] as const) {
    for (const par of lista(doc[campo])) {
      const p = (par ?? {}) as Record<string, unknown>;
      const color = texto(p.color).trim();
      const n = entero(p.numero);
      if (!(COLORES as readonly string[]).includes(color) || n === null) {
        aviso(`${campo}: par ilegible ${JSON.stringify(par)}, no vinculado`);
        continue;
      }
      const [tarjeta] = await tx.select({ id: tarjetas.id }).from(tarjetas).where(and(eq(tarjetas.color, color), eq(tarjetas.numero, n)));
      if (!tarjeta) aviso(`${campo}: no existe la tarjeta ${color} N°${n}; queda como eliminada`);
      await tx.insert(kaizenTarjetas).values({ kaizenId: kaizen.id, rol, tarjetaId: tarjeta?.id ?? null, color, numero: n }).onConflictDoNothing();
    }
  }
  return kaizen.id;
}

const CLAVES_COLUMNA = new Set<string>(COLUMNAS_EXPORTABLES.map((c) => c.key));

async function importarFiltro(tx: Tx, doc: MongoDoc, aviso: (m: string) => void): Promise<string> {
  // The owner: the preset's user when the dump names one that was imported, else the oldest Admin.
  const dueñoMongo = texto(doc.user ?? doc.userId ?? doc.usuario);
  let userId: string | undefined;
  if (dueñoMongo) {
    const [m] = await tx.select().from(mongoImportados).where(and(eq(mongoImportados.coleccion, 'users'), eq(mongoImportados.mongoId, dueñoMongo)));
    userId = m?.entidadId;
  }
  if (!userId) {
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'Admin')).orderBy(asc(users.createdAt), asc(users.id)).limit(1);
    if (!admin) invalido('Sin dueño: no hay ningún Admin al que asignarlo');
    userId = admin!.id;
    if (dueñoMongo) aviso(`Su usuario ${dueñoMongo} no se importó: queda a nombre del primer Admin`);
  }
  const columnas = lista(doc.selectedOption).map(valorDeOpcion);
  const desconocidas = columnas.filter((c) => !CLAVES_COLUMNA.has(c));
  if (desconocidas.length) aviso(`Columnas desconocidas descartadas: ${desconocidas.join(', ')}`);
  const entrada: Record<string, unknown> = {
    nombre: texto(doc.nombre).trim(),
    selectedOption: columnas.filter((c) => CLAVES_COLUMNA.has(c)).map((c) => ({ value: c, label: c })),
    alerta: booleano(doc.alerta),
    qrcode: booleano(doc.qrcode),
    convertida: booleano(doc.convertida),
    planificacion: booleano(doc.planificacion),
  };
  for (const k of CLAVES_COLUMNA) {
    const valores = lista(doc[k]).map(valorDeOpcion).filter((v) => v !== '');
    if (valores.length) entrada[k] = valores;
  }
  const parsed = filtroPresetSchema.safeParse(entrada);
  if (!parsed.success) invalido(`Filtro inválido: ${parsed.error.issues[0]?.message ?? ''}`);
  const { nombre, ...seleccion } = parsed.data!;
  const stored = Object.fromEntries(Object.entries(seleccion).filter(([, v]) => v !== undefined));
  const [fila] = await tx.insert(filtros).values({ userId, nombre, seleccion: stored }).onConflictDoNothing().returning({ id: filtros.id });
  if (!fila) invalido(`Ya existe un filtro "${nombre}" de ese usuario`);
  return fila.id;
}

/** The report as text, for the terminal. */
export function informeComoTexto(informe: InformeMongo): string {
  const lineas = [`Migración desde MongoDB (${informe.carpeta})`];
  for (const c of COLECCIONES_MONGO) {
    const i = informe.colecciones[c];
    if (!i.archivo) {
      lineas.push(`- ${c}: archivo no encontrado`);
      continue;
    }
    lineas.push(
      `- ${c} (${i.archivo}): ${plural(i.leidos, 'leído', 'leídos')}, ${plural(i.importados, 'importado', 'importados')}, ${plural(i.yaImportados, 'ya importado', 'ya importados')} antes, ${plural(i.noImportados.length, 'no importado', 'no importados')}, ${plural(i.avisos.length, 'aviso', 'avisos')}`,
    );
    for (const p of i.noImportados) lineas.push(`    NO IMPORTADO ${p.id}: ${p.motivo}`);
    for (const p of i.avisos) lineas.push(`    aviso ${p.id}: ${p.motivo}`);
  }
  return lineas.join('\n');
}
