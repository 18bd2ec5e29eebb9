import {
  type Agrupacion,
  CIERRE_PERIODO,
  COLORES_MTTR,
  etiquetaPeriodo,
  EXPLICACION_SIN_TIEMPO_EMPLEADO,
  NOMBRE_AGRUPACION,
  PERIODO,
  PARETO_ETIQUETA,
  PRIORIDADES,
  SIN_FECHA_CIERRE,
  type AntiguedadRespuesta,
  type AutonomiaRespuesta,
  type EvolucionRespuesta,
  type MttrRespuesta,
  type ParetoRespuesta,
  type RiesgoRespuesta,
} from '@portal/shared/domain';
import { libroExcelBuffer, type Celda as CeldaLibro, type FilaExcel } from '../common/excel/libro-excel';

/** A percentage cell: a number (two decimals at most), blank for 0/0. */
export class Porcentaje {
  constructor(readonly valor: number | null) {}
}
/** A date cell, shown in the plant's wall-clock time. */
export class Fecha {
  constructor(readonly valor: Date) {}
}
export type Celda = string | number | null | Porcentaje | Fecha;

/** A header row (bold) and its rows; a sheet may hold several, one blank row apart. */
export interface TablaExcel {
  encabezado: string[];
  filas: Celda[][];
}

const pct = (v: number | null) => new Porcentaje(v);
/** The columns' periods: 'Marzo 2026', 'T1 2019' or '2019', as the series is grouped. */
const meses = (r: { agrupacion: Agrupacion; filas: { mes: string }[] }) => r.filas.map((f) => etiquetaPeriodo(f.mes, r.agrupacion));

/** Under a by-close-month table: the cards it could not count and why (issue 21 §2), never silently left out. */
const fueraDelCalculo = (titulo: string, filas: Celda[][]): TablaExcel => ({
  encabezado: [titulo, 'Tarjetas'],
  filas: [...filas, [SIN_FECHA_CIERRE.explicacion]],
});

/** Colour tabs and the custom chart: the spec's five rows × the window's months. */
export function tablaEvolucion(r: EvolucionRespuesta): TablaExcel[] {
  return [
    {
      encabezado: ['', ...meses(r)],
      filas: [
        ['Acumuladas (abiertas)', ...r.filas.map((f) => f.acumAbiertas)],
        ['Acumuladas (cerradas)', ...r.filas.map((f) => f.acumCerradas)],
        ['Porcentaje (cerradas)', ...r.filas.map((f) => pct(f.porcentaje))],
        [`Por ${PERIODO[r.agrupacion]} abiertas`, ...r.filas.map((f) => f.abiertas)],
        [`Por ${PERIODO[r.agrupacion]} cerradas`, ...r.filas.map((f) => f.cerradas)],
      ],
    },
    {
      encabezado: ['Cierre del período', 'Tarjetas'],
      filas: [
        ['Abiertas en el período', r.periodo.tarjetas],
        ['Cerradas (con o sin fecha de cierre)', r.periodo.cerradas],
        [SIN_FECHA_CIERRE.etiqueta, r.periodo.sinFechaCierre],
        [CIERRE_PERIODO.etiqueta, pct(r.periodo.porcentaje)],
        [CIERRE_PERIODO.explicacion],
        [SIN_FECHA_CIERRE.explicacion],
      ],
    },
  ];
}

export function tablaAutonomia(r: AutonomiaRespuesta): TablaExcel[] {
  return [
    {
      encabezado: ['', ...meses(r)],
      filas: [
        ['Acumuladas (cerradas)', ...r.filas.map((f) => f.acumCerradas)],
        ['Acumuladas (autónomas)', ...r.filas.map((f) => f.acumAutonomas)],
        ['Índice de autonomía (%)', ...r.filas.map((f) => pct(f.indice))],
        [`Por ${PERIODO[r.agrupacion]} cerradas`, ...r.filas.map((f) => f.cerradas)],
        [`Por ${PERIODO[r.agrupacion]} autónomas`, ...r.filas.map((f) => f.autonomas)],
      ],
    },
    fueraDelCalculo('Fuera del índice', [[SIN_FECHA_CIERRE.etiqueta, r.sinFechaCierre]]),
  ];
}

/** The spec's risk table (rows) with the total and then each equipo as columns. */
export function tablaRiesgo(r: RiesgoRespuesta): TablaExcel[] {
  const columnas = [r.total, ...r.porEquipo];
  return [
    {
      encabezado: ['', 'Total', ...r.porEquipo.map((e) => e.equipo ?? '')],
      filas: [
        ['Tarjetas', ...columnas.map((c) => c.tarjetas)],
        ['Tarjetas cerradas', ...columnas.map((c) => c.cerradas)],
        ['% de tarjetas cerradas', ...columnas.map((c) => pct(c.porcentajeCerradas))],
        ['Nivel Riesgo Inicial', ...columnas.map((c) => c.riesgoInicial)],
        ['Nivel Riesgo Final', ...columnas.map((c) => c.riesgoFinal)],
        ['% de Reducción de Riesgo', ...columnas.map((c) => pct(c.reduccion))],
      ],
    },
    {
      encabezado: ['Incluidas en Tarjetas cerradas', 'Tarjetas'],
      filas: [[SIN_FECHA_CIERRE.etiqueta, r.sinFechaCierre], [SIN_FECHA_CIERRE.explicacion]],
    },
  ];
}

export function tablaPareto(r: ParetoRespuesta): TablaExcel[] {
  return [
    {
      encabezado: [PARETO_ETIQUETA[r.por], 'Tarjetas abiertas', '%', '% acumulado'],
      filas: r.items.map((i) => [i.valor, i.cantidad, pct(i.porcentaje), pct(i.porcentajeAcumulado)]),
    },
  ];
}

export function tablaAntiguedad(r: AntiguedadRespuesta): TablaExcel[] {
  const porPrioridad = new Map(r.porPrioridad.map((p) => [p.prioridad, p]));
  return [
    {
      encabezado: ['Prioridad', 'En plazo', 'Excedido', 'Total'],
      filas: PRIORIDADES.map((p) => {
        const g = porPrioridad.get(p) ?? { enPlazo: 0, excedido: 0 };
        return [p, g.enPlazo, g.excedido, g.enPlazo + g.excedido];
      }),
    },
    {
      encabezado: ['Color', 'Número', 'Descripción', 'Equipo', 'Máquina', 'Prioridad', 'Fecha', 'Días abierta', 'Estado'],
      filas: r.masAntiguas.map((t) => [
        t.color,
        t.numero,
        t.descripcion,
        t.equipo,
        t.maquina,
        t.prioridad,
        new Fecha(new Date(t.fecha)),
        t.dias,
        t.excedido ? 'Excedido' : 'En plazo',
      ]),
    },
  ];
}

export function tablaMttr(r: MttrRespuesta): TablaExcel[] {
  return [
    {
      encabezado: [NOMBRE_AGRUPACION[r.agrupacion], ...COLORES_MTTR.flatMap((c) => [`${c}: cerradas`, `${c}: media (h)`])],
      filas: r.filas.map((f) => [etiquetaPeriodo(f.mes, r.agrupacion), ...COLORES_MTTR.flatMap((c) => [f.porColor[c].cerradas, f.porColor[c].media])]),
    },
    fueraDelCalculo('Fuera de la media', [
      [SIN_FECHA_CIERRE.etiqueta, r.sinFechaCierre],
      ['Cerradas sin tiempo empleado', r.sinTiempoEmpleado],
      [EXPLICACION_SIN_TIEMPO_EMPLEADO],
    ]),
  ];
}

/** A table cell as the writer takes it: percentages rounded to two decimals, dates in plant time (the writer's `zona`). */
function celdaExcel(c: Celda): CeldaLibro {
  if (c instanceof Porcentaje) return { valor: c.valor === null ? null : Math.round(c.valor * 100) / 100, numFmt: '0.0#' };
  if (c instanceof Fecha) return { valor: c.valor, numFmt: 'DD/MM/YYYY HH:mm' };
  return c;
}

/** An .xlsx with one sheet named `titulo` holding the tables (numbers as numbers, bold headers). */
export function libroExcel(titulo: string, tablas: TablaExcel[], zona: string): Promise<Buffer> {
  const filas = tablas.flatMap((t, i): FilaExcel[] => [
    ...(i > 0 ? [[]] : []),
    { celdas: t.encabezado, negrita: true },
    ...t.filas.map((f) => f.map(celdaExcel)),
  ]);
  return libroExcelBuffer({ nombre: titulo, columnas: [{ ancho: 26 }], zona }, filas);
}
