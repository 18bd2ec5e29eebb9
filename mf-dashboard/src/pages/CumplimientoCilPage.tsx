import { Typography } from '@mui/material';
import { RequireAuth } from '@portal/shared/auth';
import { useGetCamposQuery, useGetCumplimientoCilQuery } from '@portal/shared/data-access';
import { PageTitle, usePlantaTiempo } from '@portal/shared/ui';
import { EstadoConsulta } from '../features/comun/EstadoConsulta';
import { CumplimientoCilFiltros } from '../features/cil/CumplimientoCilFiltros';
import { CumplimientoCilResultado } from '../features/cil/CumplimientoCilResultado';
import { DescargarExcelCil } from '../features/cil/DescargarExcelCil';
import { EXPLICACION_CIL } from '../features/cil/textosCil';
import { useCumplimientoCilFiltros } from '../features/cil/useCumplimientoCilFiltros';

/**
 * /cil/cumplimiento (issue 26 §1): how many windows of the CIL points were fulfilled on time over those due, for a
 * period of whole weeks and a team or the plant; by week, team, machine and person; with its Excel.
 */
export default function CumplimientoCilPage() {
  return (
    <RequireAuth>
      <CumplimientoCil />
    </RequireAuth>
  );
}

function CumplimientoCil() {
  const tiempo = usePlantaTiempo();
  const filtros = useCumplimientoCilFiltros(tiempo.hoy());
  const { data: campos = [] } = useGetCamposQuery();
  // A new period keeps the last figures on screen until its own arrive (`data`), greyed by `isFetching`.
  const { data, error, isLoading, isFetching } = useGetCumplimientoCilQuery(filtros.aplicados);
  const equipos = campos.filter((c) => c.name === 'equipo').sort((a, b) => a.value.localeCompare(b.value, 'es'));
  return (
    <>
      <PageTitle
        actions={
          <DescargarExcelCil
            consulta={filtros.aplicados}
            fileName={data ? `Cumplimiento CIL ${data.desde} a ${data.hasta}.xlsx` : 'Cumplimiento CIL.xlsx'}
            disabled={!data || Boolean(error)}
          />
        }
      >
        Cumplimiento CIL
      </PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {EXPLICACION_CIL}
      </Typography>
      <CumplimientoCilFiltros filtros={filtros} equipos={equipos} />
      <EstadoConsulta cargando={isLoading} error={error} />
      {data && !error && (
        <div style={{ opacity: isFetching ? 0.6 : 1 }} aria-busy={isFetching}>
          <CumplimientoCilResultado c={data} />
        </div>
      )}
    </>
  );
}
