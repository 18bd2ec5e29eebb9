import { errorRangoMeses, HORAS_EQUIPOS_ARCHIVO, plural, SIN_EQUIPO, type HorasOrdenEquipos } from '@portal/shared/domain';
import { ExcelHorasButton } from './ExcelHorasButton';
import { useGetHorasEquiposQuery } from './horasApi';
import { TotalesHorasTab } from './TotalesHorasTab';
import { useFiltrosHoras } from './useFiltrosHoras';

/** 'Horas por equipo autonomo': per equipo × month (an Operario: only their equipo). */
export function HorasEquiposTab() {
  const f = useFiltrosHoras<HorasOrdenEquipos>('equipo');
  const invalido = !!errorRangoMeses(f.rango);
  return (
    <TotalesHorasTab
      id="horas-equipos"
      filtros={f}
      invalido={invalido}
      excel={<ExcelHorasButton ruta="equipos" query={f.query} archivo={HORAS_EQUIPOS_ARCHIVO} disabled={invalido} />}
      consulta={useGetHorasEquiposQuery(f.query, { skip: invalido })}
      tabla={(data) => ({
        label: 'Horas por equipo autonomo por mes',
        filas: data.filas.map((e) => ({ ...e, key: e.equipo ?? '', titulo: e.equipo ?? SIN_EQUIPO, detalle: plural(e.usuarios, 'usuario', 'usuarios') })),
        primera: { orden: 'equipo', label: 'Equipo autonomo' },
        totalOrden: 'total',
        vacio: 'No tiene un equipo autonomo asignado.',
      })}
    />
  );
}
