import { Alert, Box, CircularProgress } from '@mui/material';
import { getErrorMessage } from '@portal/shared/data-access';
import { errorRangoMeses, HORAS_EQUIPOS_ARCHIVO, plural, SIN_EQUIPO, type HorasOrdenEquipos } from '@portal/shared/domain';
import { ExcelHorasButton } from './ExcelHorasButton';
import { FiltrosHoras } from './FiltrosHoras';
import { useGetHorasEquiposQuery } from './horasApi';
import { TablaTotales } from './TablaTotales';
import { useFiltrosHoras } from './useFiltrosHoras';

/** 'Horas por equipo autonomo': per equipo × month (an Operario: only their equipo). */
export function HorasEquiposTab() {
  const f = useFiltrosHoras<HorasOrdenEquipos>('equipo');
  const invalido = !!errorRangoMeses(f.rango);
  const { data, isFetching, error } = useGetHorasEquiposQuery(f.query, { skip: invalido });
  return (
    <Box>
      <FiltrosHoras id="horas-equipos" rango={f.rango} onRango={f.setRango} tipo={f.tipo} onTipo={f.setTipo}>
        <ExcelHorasButton ruta="equipos" query={f.query} archivo={HORAS_EQUIPOS_ARCHIVO} disabled={invalido} />
      </FiltrosHoras>
      {error && <Alert severity="error">{getErrorMessage(error)}</Alert>}
      {!data && isFetching && <CircularProgress aria-label="Cargando horas" />}
      {data && !invalido && (
        <Box sx={{ opacity: isFetching ? 0.6 : 1 }} aria-busy={isFetching}>
          <TablaTotales
            label="Horas por equipo autonomo por mes"
            meses={data.meses}
            filas={data.filas.map((e) => ({ ...e, key: e.equipo ?? '', titulo: e.equipo ?? SIN_EQUIPO, detalle: plural(e.usuarios, 'usuario', 'usuarios') }))}
            primera={{ orden: 'equipo', label: 'Equipo autonomo' }}
            orden={f.orden}
            dir={f.dir}
            onOrden={f.ordenar}
            totalOrden="total"
            vacio="No tiene un equipo autonomo asignado."
          />
        </Box>
      )}
    </Box>
  );
}
