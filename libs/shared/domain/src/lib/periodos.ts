import { etiquetaMes, MES_RE, MESES_VENTANA_MAX, mesesEntre, NOMBRES_MES, sumarMeses, type Mes, type RangoMeses } from './dashboard';

/**
 * How a tab's series is grouped so its bars stay readable (docs/decisions.md, "Dashboard periods for a migrated
 * history"): a range of up to 36 months has a bar per month, up to 108 months (36 quarters) a bar per quarter,
 * longer ones a bar per year (the longest range the API takes, 240 months, is 20 or 21 bars). The BFF's SQL steps
 * its series by `MESES_POR_PERIODO` from `inicioPeriodo(desde)`, so the database adds the months up.
 */
export const AGRUPACIONES = ['mes', 'trimestre', 'anio'] as const;
export type Agrupacion = (typeof AGRUPACIONES)[number];

/** Longest range drawn month by month. */
export const MESES_MAX_POR_MES = 36;
/** Longest range drawn quarter by quarter (36 quarters); longer ones by year. */
export const MESES_MAX_POR_TRIMESTRE = 108;

export const MESES_POR_PERIODO: Record<Agrupacion, number> = { mes: 1, trimestre: 3, anio: 12 };

/** The heading of a table's period column. */
export const NOMBRE_AGRUPACION: Record<Agrupacion, string> = { mes: 'Mes', trimestre: 'Trimestre', anio: 'Año' };
/** The period inside a row's name: 'Por mes abiertas', 'Por trimestre abiertas', 'Cerradas en el año'. */
export const PERIODO: Record<Agrupacion, string> = { mes: 'mes', trimestre: 'trimestre', anio: 'año' };

export function agrupacionDe({ desde, hasta }: RangoMeses): Agrupacion {
  const n = mesesEntre(desde, hasta);
  if (n > MESES_MAX_POR_TRIMESTRE) return 'anio';
  return n > MESES_MAX_POR_MES ? 'trimestre' : 'mes';
}

const partes = (mes: Mes): [number, number] => {
  const m = MES_RE.exec(mes);
  if (!m) throw new RangeError(`Mes inválido: ${mes}`);
  return [Number(m[1]), Number(m[2])];
};

/** The first month of the calendar period `mes` falls in: '2019-05' → '2019-04' (quarter), '2019-01' (year). */
export function inicioPeriodo(mes: Mes, agrupacion: Agrupacion): Mes {
  const [y, m] = partes(mes);
  const paso = MESES_POR_PERIODO[agrupacion];
  return sumarMeses(`${String(y).padStart(4, '0')}-01`, Math.floor((m - 1) / paso) * paso);
}

/**
 * The periods of a range, each named by its first month. They are calendar periods: a range that starts or ends
 * inside one counts only its own months in it (2019-02…2019-12 by quarter starts with T1 2019 holding Feb–Mar).
 */
export function seriePeriodos(rango: RangoMeses, agrupacion: Agrupacion = agrupacionDe(rango)): Mes[] {
  const primero = inicioPeriodo(rango.desde, agrupacion);
  const paso = MESES_POR_PERIODO[agrupacion];
  const n = mesesEntre(primero, inicioPeriodo(rango.hasta, agrupacion));
  return n < 1 ? [] : Array.from({ length: Math.floor((n - 1) / paso) + 1 }, (_, i) => sumarMeses(primero, i * paso));
}

/** A period by its first month: 'Marzo 2026' / 'mar 2026' (months), 'T1 2019' (quarters), '2019' (years). */
export function etiquetaPeriodo(mes: Mes, agrupacion: Agrupacion, forma: 'larga' | 'corta' = 'larga'): string {
  const [y, m] = partes(mes);
  if (agrupacion === 'anio') return String(y);
  if (agrupacion === 'trimestre') return `T${Math.floor((m - 1) / 3) + 1} ${y}`;
  return etiquetaMes(mes, forma);
}

/** A month inside a sentence: 'dic. 2021'. */
export function mesAbreviado(mes: Mes): string {
  const [y, m] = partes(mes);
  return `${NOMBRES_MES[m - 1].slice(0, 3).toLowerCase()}. ${y}`;
}

/**
 * 'Todo el historial': from the first month with cards to the current month, at most MESES_VENTANA_MAX months
 * (a card dated decades back by a typo never asks for a range the API refuses); null without cards.
 */
export function rangoHistorial(primerMes: Mes | null, mesActual: Mes): RangoMeses | null {
  if (!primerMes) return null;
  const desde = mesesEntre(primerMes, mesActual) > MESES_VENTANA_MAX ? sumarMeses(mesActual, -(MESES_VENTANA_MAX - 1)) : primerMes;
  return { desde: desde > mesActual ? mesActual : desde, hasta: mesActual };
}

export const textoUltimosMeses = (n: number): string => (n === 1 ? 'Último mes' : `Últimos ${n} meses`);

/** A tab's period as the user chose it: the last `meses` months, or a range (Desde/Hasta, Todo el historial). */
export interface PeriodoElegido {
  /** Set for 'Últimos N meses'. */
  meses?: number;
  desde: Mes;
}

export const SIN_TARJETAS_EN_PERIODO = 'Sin tarjetas en el período elegido';

/**
 * What a tab whose period holds no cards says. For 'Últimos N meses' it names the window and, when the last card
 * is older, its month: 'Sin tarjetas en los últimos 12 meses — la última es de dic. 2021'.
 */
export function textoSinTarjetas(periodo: PeriodoElegido, ultimoMes: Mes | null): string {
  if (periodo.meses === undefined) return SIN_TARJETAS_EN_PERIODO;
  const ventana = periodo.meses === 1 ? 'el último mes' : `los últimos ${periodo.meses} meses`;
  const ultima = ultimoMes && ultimoMes < periodo.desde ? ` — la última es de ${mesAbreviado(ultimoMes)}` : '';
  return `Sin tarjetas en ${ventana}${ultima}`;
}
