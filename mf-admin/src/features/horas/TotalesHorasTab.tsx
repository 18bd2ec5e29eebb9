import type { ComponentProps, ReactNode } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { getErrorMessage } from '@portal/shared/data-access';
import type { Mes } from '@portal/shared/domain';
import { FiltrosHoras } from './FiltrosHoras';
import { TablaTotales } from './TablaTotales';
import type { useFiltrosHoras } from './useFiltrosHoras';

type TablaPropia<O extends string> = Omit<ComponentProps<typeof TablaTotales<O>>, 'meses' | 'orden' | 'dir' | 'onOrden'>;

interface Consulta {
  data?: { meses: readonly Mes[] };
  isFetching: boolean;
  error?: unknown;
}

export interface TotalesHorasTabProps<O extends string, C extends Consulta> {
  id: string;
  filtros: ReturnType<typeof useFiltrosHoras<O>>;
  /** The range is not valid: the table is not shown (nor asked for). */
  invalido: boolean;
  /** The tab's Excel export, beside the filters. */
  excel: ReactNode;
  /** The tab's RTK Query result. */
  consulta: C;
  /** What the table shows of the answer: its rows, columns and texts. */
  tabla: (data: NonNullable<C['data']>) => TablaPropia<O>;
}

/** A totals tab (rows × months): the filters, the answer's error or loading, and the table ordered by the filters. */
export function TotalesHorasTab<O extends string, C extends Consulta>(props: TotalesHorasTabProps<O, C>) {
  const { id, filtros: f, invalido, excel, consulta, tabla } = props;
  const { data, isFetching, error } = consulta;
  return (
    <Box>
      <FiltrosHoras id={id} rango={f.rango} onRango={f.setRango} tipo={f.tipo} onTipo={f.setTipo}>
        {excel}
      </FiltrosHoras>
      {!!error && <Alert severity="error">{getErrorMessage(error)}</Alert>}
      {!data && isFetching && <CircularProgress aria-label="Cargando horas" />}
      {data && !invalido && (
        <Box sx={{ opacity: isFetching ? 0.6 : 1 }} aria-busy={isFetching}>
          <TablaTotales {...tabla(data)} meses={data.meses} orden={f.orden} dir={f.dir} onOrden={f.ordenar} />
        </Box>
      )}
    </Box>
  );
}
