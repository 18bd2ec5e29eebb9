import type { CumplimientoCil, FilaCumplimientoCil } from '@portal/shared/domain';
import { libroExcelBuffer, type FilaExcel } from '../common/excel/libro-excel';

const fila = (tipo: string, nombre: string, f: FilaCumplimientoCil): FilaExcel => [tipo, nombre, f.debidas || null, f.cumplidas, f.porcentaje];

/** 'Cumplimiento CIL.xlsx': one sheet, the total then each week, team, machine and person (filterable by Tipo). */
export function cumplimientoCilExcel(c: CumplimientoCil, zona: string): Promise<Buffer> {
  return libroExcelBuffer(
    {
      nombre: 'Cumplimiento CIL',
      encabezado: ['Tipo', 'Nombre', 'Debidas', 'Cumplidas a tiempo', 'Cumplimiento (%)'],
      columnas: [{ ancho: 12 }, { ancho: 36 }, { ancho: 10 }, { ancho: 20 }, { ancho: 18 }],
      filtro: true,
      zona,
    },
    [
      fila('Total', `${c.desde} a ${c.hasta}`, c.total),
      ...c.semanas.map((s) => fila('Semana', s.nombre, s)),
      ...c.equipos.map((e) => fila('Equipo', e.nombre, e)),
      ...c.maquinas.map((m) => fila('Máquina', m.nombre, m)),
      ...c.operarios.map((o) => fila('Persona', o.nombre, o)),
    ],
  );
}
