import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CUMPLIMIENTO_MAQUINAS_MAX, rutinaCilPath, type CumplimientoCil } from '@portal/shared/domain';
import { usePlantaTiempo } from '@portal/shared/ui';
import { GraficoCumplimientoCil } from './GraficoCumplimientoCil';
import { TablaCumplimientoCil, TablaPersonasCil } from './TablaCumplimientoCil';
import { textoTotalCil } from './textosCil';

/** The figures: the total in words, the weekly chart and table, then by team, machine (worst first) and person. */
export function CumplimientoCilResultado({ c }: { c: CumplimientoCil }) {
  const tiempo = usePlantaTiempo();
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h5" component="p" sx={{ fontWeight: 'bold' }} data-testid="cil-total">
          {textoTotalCil(c.total)}
        </Typography>
        <Typography color="text.secondary">{`Semanas del ${tiempo.fecha(c.desde)} al ${tiempo.fecha(c.hasta)}`}</Typography>
      </div>
      {c.total.debidas > 0 && <GraficoCumplimientoCil semanas={c.semanas} />}
      <TablaCumplimientoCil id="cil-semanas" titulo="Por semana" columna="Semana del" filas={c.semanas} nombre={(f) => tiempo.fecha(f.clave)} />
      {c.equipos.length > 0 && <TablaCumplimientoCil id="cil-equipos" titulo="Por equipo" columna="Equipo" filas={c.equipos} />}
      {c.maquinas.length > 0 && (
        <TablaCumplimientoCil
          id="cil-maquinas"
          titulo="Por máquina"
          columna="Máquina"
          filas={c.maquinas}
          nota={`Las de menor cumplimiento primero (hasta ${CUMPLIMIENTO_MAQUINAS_MAX}). Toque una para ver su rutina.`}
          nombre={(f) => (
            <MuiLink component={RouterLink} to={rutinaCilPath(f.clave)}>
              {f.nombre}
            </MuiLink>
          )}
        />
      )}
      <TablaPersonasCil filas={c.operarios} />
    </Stack>
  );
}
