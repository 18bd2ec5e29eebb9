import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, LinearProgress, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { getErrorMessage } from '@portal/shared/data-access';
import { AGRUPACIONES_TARJETAS, type AgrupacionTarjetas, type TarjetasQuery } from '@portal/shared/domain';
import { ErrorAlert, formatNumero } from '@portal/shared/ui';
import { ListaDocumentos } from '@portal/shared/ui/lista';
import { useGetTarjetasGruposQuery, useGetTarjetasPaginaQuery } from '../tarjetas/tarjetasApi';
import { COLUMNAS_LISTA } from './columnas';
import { TarjetaCard } from './TarjetaCard';
import { tarjetasQuery, SIN_FILTROS } from './tarjetasQuery';

export const SIN_TARJETAS = 'No se encontraron tarjetas';
export const PAGE_SIZE_OPTIONS = [10, 20, 100, { value: -1, label: 'Todas' }];

type Filtros = Omit<TarjetasQuery, 'page' | 'pageSize' | 'sort' | 'order'>;

interface GrupoProps {
  por: AgrupacionTarjetas;
  valor: string;
  cantidad: number;
  filtros: Filtros;
  sortModel: GridSortModel;
  onSortChange: (m: GridSortModel) => void;
}

/** One group's cards, asked from the server with the group's value as one more filter (mounted when expanded). */
function GrupoLista({ por, valor, cantidad, filtros, sortModel, onSortChange }: GrupoProps) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const query = { ...tarjetasQuery(pagination, sortModel, SIN_FILTROS, ''), ...filtros, [por]: valor } as TarjetasQuery;
  const { data, isFetching, error } = useGetTarjetasPaginaQuery(query);
  return (
    <>
      <ErrorAlert message={error ? getErrorMessage(error) : null} />
      <ListaDocumentos
        aria-label={`Tarjetas de ${valor}`}
        lista={{ filas: data?.items ?? [], total: data?.total ?? cantidad, isFetching, pagination, onPaginationChange: setPagination, sortModel, onSortChange }}
        columns={COLUMNAS_LISTA}
        renderCard={(t) => <TarjetaCard tarjeta={t} />}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        emptyText={SIN_TARJETAS}
      />
    </>
  );
}

export interface GruposTarjetasProps {
  por: AgrupacionTarjetas;
  filtros: Filtros;
  sortModel: GridSortModel;
  onSortChange: (m: GridSortModel) => void;
}

/**
 * 'Agrupar por': one expandable group per value with its count over the whole filtered set
 * (`GET /api/tarjetas/grupos`); a group's cards are loaded only when it is expanded.
 */
export function GruposTarjetas({ por, filtros, sortModel, onSortChange }: GruposTarjetasProps) {
  const { data, isFetching, error } = useGetTarjetasGruposQuery({ por, ...filtros });
  const label = AGRUPACIONES_TARJETAS.find((a) => a.value === por)?.label ?? por;
  if (error) return <ErrorAlert message={getErrorMessage(error)} />;
  if (!data) return <LinearProgress aria-label="Cargando grupos" />;
  if (!data.grupos.length) return <Typography sx={{ p: 2 }}>{SIN_TARJETAS}</Typography>;
  return (
    <section aria-label={`Tarjetas agrupadas por ${label}`} aria-busy={isFetching}>
      {data.grupos.map((g) => (
        <Accordion key={`${por}:${g.valor}`} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 48 }}>
            <Typography sx={{ fontWeight: 'bold' }} data-testid="grupo">
              {label}: {g.valor || '(vacío)'} ({formatNumero(g.cantidad)})
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 0, sm: 2 } }}>
            <GrupoLista por={por} valor={g.valor} cantidad={g.cantidad} filtros={filtros} sortModel={sortModel} onSortChange={onSortChange} />
          </AccordionDetails>
        </Accordion>
      ))}
    </section>
  );
}
