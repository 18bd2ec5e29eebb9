import { errorRangoMeses, HORAS_TODOS_ARCHIVO, type HorasOrdenUsuarios } from '@portal/shared/domain';
import { ExcelHorasButton } from './ExcelHorasButton';
import { useGetHorasTodosQuery } from './horasApi';
import { TotalesHorasTab } from './TotalesHorasTab';
import { useFiltrosHoras } from './useFiltrosHoras';

/** 'Horas de todos': every non-Admin user × month (an Operario: only their own row). */
export function HorasTodosTab() {
  const f = useFiltrosHoras<HorasOrdenUsuarios>('nombre');
  const invalido = !!errorRangoMeses(f.rango);
  return (
    <TotalesHorasTab
      id="horas-todos"
      filtros={f}
      invalido={invalido}
      excel={<ExcelHorasButton ruta="todos" query={f.query} archivo={HORAS_TODOS_ARCHIVO} disabled={invalido} />}
      consulta={useGetHorasTodosQuery(f.query, { skip: invalido })}
      tabla={(data) => ({
        label: 'Horas de todos por mes',
        filas: data.filas.map((u) => ({ ...u, key: u.userId, titulo: u.nombre, detalle: `Legajo ${u.legajo}` })),
        primera: { orden: 'nombre', label: 'Nombre' },
        extra: { label: 'Equipo autonomo', orden: 'equipo', valor: (fila) => data.filas.find((u) => u.userId === fila.key)?.equipo ?? '—' },
        totalOrden: 'total',
        vacio: 'No hay usuarios para mostrar.',
      })}
    />
  );
}
