import { Alert, Box, CircularProgress } from '@mui/material';
import { getErrorMessage } from '@portal/shared/data-access';
import { errorRangoMeses, HORAS_TODOS_ARCHIVO, type HorasOrdenUsuarios } from '@portal/shared/domain';
import { ExcelHorasButton } from './ExcelHorasButton';
import { FiltrosHoras } from './FiltrosHoras';
import { useGetHorasTodosQuery } from './horasApi';
import { TablaTotales } from './TablaTotales';
import { useFiltrosHoras } from './useFiltrosHoras';

/** 'Horas de todos': every non-Admin user × month (an Operario: only their own row). */
export function HorasTodosTab() {
  const f = useFiltrosHoras<HorasOrdenUsuarios>('nombre');
  const invalido = !!errorRangoMeses(f.rango);
  const { data, isFetching, error } = useGetHorasTodosQuery(f.query, { skip: invalido });
  return (
    <Box>
      <FiltrosHoras id="horas-todos" rango={f.rango} onRango={f.setRango} tipo={f.tipo} onTipo={f.setTipo}>
        <ExcelHorasButton ruta="todos" query={f.query} archivo={HORAS_TODOS_ARCHIVO} disabled={invalido} />
      </FiltrosHoras>
      {error && <Alert severity="error">{getErrorMessage(error)}</Alert>}
      {!data && isFetching && <CircularProgress aria-label="Cargando horas" />}
      {data && !invalido && (
        <Box sx={{ opacity: isFetching ? 0.6 : 1 }} aria-busy={isFetching}>
          <TablaTotales
            label="Horas de todos por mes"
            meses={data.meses}
            filas={data.filas.map((u) => ({ ...u, key: u.userId, titulo: u.nombre, detalle: `Legajo ${u.legajo}` }))}
            primera={{ orden: 'nombre', label: 'Nombre' }}
            extra={{ label: 'Equipo autonomo', orden: 'equipo', valor: (fila) => data.filas.find((u) => u.userId === fila.key)?.equipo ?? '—' }}
            orden={f.orden}
            dir={f.dir}
            onOrden={f.ordenar}
            totalOrden="total"
            vacio="No hay usuarios para mostrar."
          />
        </Box>
      )}
    </Box>
  );
}
