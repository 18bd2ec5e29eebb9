import { and, eq, sql, type SQL } from 'drizzle-orm';
import { COLORES, importeDeTexto, objetivoLogradoDeTexto } from '@portal/shared/domain';
import { siguienteLibre } from '../../../app/tarjetas/numeracion';
import { kaizenTarjetas, kaizens, tarjetas } from '../../schema';
import { fechaDeObjectId, type MongoDoc } from './extended-json';
import { invalido, NumeroDuplicado, type Aviso, type Tx } from './mongo-documento';
import { booleano, dia, entero, fecha, instanteLocal, lista, numeroDecimal, texto } from './mongo-valores';

const TEXTOS_TARJETA = [
  'descripcion',
  'sugerencia',
  'reparacion',
  'detecto',
  'familia',
  'maquina',
  'parteMaquina',
  'equipo',
  'riesgoInicial',
  'tipodeRiesgo',
  'riesgoFinal',
  'responsable',
  'causa',
  'tareaRealizada',
  'materialUtilizado',
  'tipoAccion',
  'accionesComplementarias',
  'imagenUrl',
  'responsableSeguimiento',
  'recursos',
  'materiales',
  'tareaRealizar',
  'responsableTarea',
  'comentario1',
  'comentario2',
  'comentario3',
] as const;
const BOOLEANOS_TARJETA = ['convertida', 'verificacion', 'sustoExperimentado', 'sustoObservado', 'impactoAmbiente', 'planificacion'] as const;
const DIAS_TARJETA = ['previstaCierre', 'solicitudCompras', 'comprometidaCompras'] as const;

/** Collection `tarjetas`: a card; with `renumerar` (the second pass) a taken colour + number gets the next one. */
export async function importarTarjeta(tx: Tx, doc: MongoDoc, id: string, tz: string, aviso: Aviso, renumerar = false): Promise<string> {
  let numero = entero(doc.numero);
  let numeroOriginal: number | null = null;
  const color = texto(doc.color).trim();
  if (numero === null || numero < 1) invalido(`Número inválido: "${texto(doc.numero)}"`);
  if (!(COLORES as readonly string[]).includes(color)) invalido(`Color desconocido: "${color}"`);
  const [dup] = await tx
    .select({ id: tarjetas.id })
    .from(tarjetas)
    .where(and(eq(tarjetas.color, color), eq(tarjetas.numero, numero!)));
  if (dup && !renumerar) throw new NumeroDuplicado(`Número duplicado: ya hay una tarjeta ${color} N°${numero}`);
  if (dup) {
    const siguiente = await siguienteLibre(tx, color);
    aviso(`Número repetido: la tarjeta ${color} N°${numero} queda como N°${siguiente} (se conserva el original)`);
    numeroOriginal = numero;
    numero = siguiente;
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
  const valores: Record<string, unknown> = {
    numero,
    numeroOriginal,
    color,
    estado,
    fecha: fechaApertura,
    prioridad: texto(doc.prioridad).trim(),
    ...reparacion,
    tiempoEmpleado,
  };
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
  'codigo',
  'linea',
  'maquina',
  'tema',
  'perdidaAtacada',
  'pilar',
  'lider',
  'descripcionProblema',
  'objetivo',
  'causas',
  'acciones',
  'documentos',
  'otraMaquina',
  'responsableSeguimiento',
  'costo',
  'beneficio',
  'verificacion',
  'imagenFrontUrl',
  'imagenBackUrl',
] as const;

/** Collection `tarjetaskaizen`: a Quick Kaizen and its links to the cards it names (a missing card stays as deleted). */
export async function importarKaizen(tx: Tx, doc: MongoDoc, id: string, tz: string, aviso: Aviso): Promise<string> {
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
    const [{ siguiente }] = await tx
      .select({ siguiente: sql<number>`greatest(coalesce(max(${kaizens.numero}), 0), coalesce((select last from kaizen_contador where id = 1), 0)) + 1` })
      .from(kaizens);
    aviso(`Número ${texto(doc.numero) || '(vacío)'} ${ocupado ? 'repetido' : 'inválido'}: queda como Quick Kaizen N°${siguiente}`);
    numero = siguiente;
  }
  valores.numero = numero;
  const [kaizen] = await tx
    .insert(kaizens)
    .values(valores as typeof kaizens.$inferInsert)
    .returning({ id: kaizens.id });

  for (const [campo, rol] of [
    ['preTarjeta', 'origen'],
    ['tarjetasHacer', 'hacer'],
  ] as const) {
    for (const par of lista(doc[campo])) {
      const p = (par ?? {}) as Record<string, unknown>;
      const color = texto(p.color).trim();
      const n = entero(p.numero);
      if (!(COLORES as readonly string[]).includes(color) || n === null) {
        aviso(`${campo}: par ilegible ${JSON.stringify(par)}, no vinculado`);
        continue;
      }
      const [tarjeta] = await tx
        .select({ id: tarjetas.id })
        .from(tarjetas)
        .where(and(eq(tarjetas.color, color), eq(tarjetas.numero, n)));
      if (!tarjeta) aviso(`${campo}: no existe la tarjeta ${color} N°${n}; queda como eliminada`);
      await tx
        .insert(kaizenTarjetas)
        .values({ kaizenId: kaizen.id, rol, tarjetaId: tarjeta?.id ?? null, color, numero: n })
        .onConflictDoNothing();
    }
  }
  return kaizen.id;
}
