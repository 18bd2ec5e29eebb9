import { COLORES, type Color } from '@portal/shared/domain';

/**
 * A plant's history as the original app's list export holds it (issue 21, "the real-data case"): 2019–2021, every
 * field quoted, CRLF, the BOM written INSIDE the first quoted field, multi-line descriptions with quotes, no closing
 * date (three in four Cerrada), a priority variant ('Medio'), colour + number pairs repeated by different cards and
 * cards sent twice (Azul N°1717 eleven times in 4 s). Built from rules, so the expected figures are derived here
 * independently of the portal's code.
 */
export interface FilaOriginal {
  numero: number;
  color: Color;
  equipo: string;
  prioridad: string;
  /** ISO instant. */
  fecha: string;
  descripcion: string;
  estado: 'Abierta' | 'Cerrada';
}

export const ENCABEZADOS = ['N°', 'Color', 'Equipo Autonomo', 'Prioridad', 'Fecha apertura', 'Descripción anomalia', 'Estado actual'];
const EQUIPOS = ['Calandrado', 'Extrusión', 'Mantenimiento Central', 'Logística'];
const PRIORIDADES = ['Alta', 'Media', 'Baja'];
export const MESES = 36;
export const DESDE = '2019-01';
export const HASTA = '2021-12';

/** Mid-afternoon UTC on a day of the month: the same month in every plant zone from UTC−12 to UTC+8. */
const instante = (mes: number, dia: number, segundos = 0) => new Date(Date.UTC(2019, mes, dia, 15, 0, segundos)).toISOString();

export interface Historial {
  filas: FilaOriginal[];
  /** Rows repeated by double submission (the copies, not the first of each). */
  copias: number;
  /** Lines (1 = header) of the copies. */
  lineasCopias: number[];
  /** Rows whose colour + number an earlier, different card already holds: they get new numbers. */
  renumeradas: { color: Color; numero: number; linea: number }[];
  /** Lines of the 'Medio' rows. */
  lineasMedio: number[];
}

export function historialOriginal(): Historial {
  const filas: FilaOriginal[] = [];
  const siguiente: Record<Color, number> = { Roja: 1, Azul: 1, Verde: 1, Amarilla: 1 };
  let n = 0;
  for (let mes = 0; mes < MESES; mes++) {
    for (const [c, color] of COLORES.entries()) {
      const cuantas = 2 + ((mes + c) % 4);
      for (let k = 0; k < cuantas; k++, n++) {
        const multilinea = n % 17 === 0;
        filas.push({
          numero: siguiente[color]++,
          color,
          equipo: EQUIPOS[n % EQUIPOS.length],
          prioridad: PRIORIDADES[n % 3],
          fecha: instante(mes, 1 + ((k * 7 + c) % 27), n % 60),
          descripcion: multilinea ? `Pérdida de aceite en la "bomba" ${n}\r\nrevisar junta; ver OT ${n}` : `Anomalía ${color} ${n}`,
          estado: n % 4 === 3 ? 'Abierta' : 'Cerrada',
        });
      }
    }
  }
  // The priority variant of the real files: three rows.
  for (const i of [10, 200, 400]) filas[i].prioridad = 'Medio';
  // Different cards that reused a number (months later, other text): renumbered on import.
  const reusos = [
    { de: 5, mes: 30 },
    { de: 50, mes: 31 },
    { de: 120, mes: 33 },
  ].map(({ de, mes }) => ({ ...filas[de], fecha: instante(mes, 20), descripcion: `Otra anomalía con el N°${filas[de].numero}`, estado: 'Abierta' as const }));
  filas.push(...reusos);
  // Double submissions: the same card sent again within seconds (one sent eleven times in 4 s).
  const azul = {
    numero: 1717,
    color: 'Azul' as const,
    equipo: 'Calandrado',
    prioridad: 'Alta',
    descripcion: 'Fuga de vapor en la válvula principal',
    estado: 'Cerrada' as const,
  };
  const dobles: FilaOriginal[] = Array.from({ length: 11 }, (_, i) => ({ ...azul, fecha: new Date(Date.UTC(2021, 5, 14, 15, 0, 0, i * 400)).toISOString() }));
  const otraDoble = { ...filas[300], fecha: new Date(Date.parse(filas[300].fecha) + 30_000).toISOString() };
  filas.push(...dobles, otraDoble);

  const linea = (f: FilaOriginal) => filas.indexOf(f) + 2;
  const lineasCopias = [...dobles.slice(1), otraDoble].map(linea);
  return {
    filas,
    copias: lineasCopias.length,
    lineasCopias,
    renumeradas: reusos.map((f) => ({ color: f.color, numero: f.numero, linea: linea(f) })),
    lineasMedio: [10, 200, 400].map((i) => i + 2),
  };
}

/** The file's bytes: every field quoted, the BOM inside the first quoted field, CRLF. */
export function csvHistorial(filas: FilaOriginal[]): Buffer {
  const q = (v: unknown) => `"${String(v).replace(/"/g, '""')}"`;
  const lineas = [`"\uFEFF${ENCABEZADOS[0]}",${ENCABEZADOS.slice(1).map(q).join(',')}`];
  for (const f of filas) lineas.push([f.numero, f.color, f.equipo, f.prioridad, f.fecha, f.descripcion, f.estado].map(q).join(','));
  return Buffer.from(`${lineas.join('\r\n')}\r\n`, 'utf8');
}
