import { useMemo, useState } from 'react';
import { Button, Paper, Stack } from '@mui/material';
import { useAuth } from '@portal/shared/auth';
import { getErrorMessage, useGetCamposQuery } from '@portal/shared/data-access';
import { ErrorAlert } from '@portal/shared/ui';
import { ListaDocumentos } from '@portal/shared/ui/lista';
import { COLUMNAS_KAIZEN } from './columnas';
import { exportarKaizens } from './exportarKaizens';
import { FiltrosKaizen } from './FiltrosKaizen';
import { KaizenCard } from './KaizenCard';
import { TotalesPilar } from './TotalesPilar';
import { PAGE_SIZE_OPTIONS, useKaizensLista } from './useKaizensLista';

export const SIN_KAIZENS = 'No se encontraron Quick Kaizen';

/** The /kaizen list: server paging, sorting, filters and search; Excel export and the totals per pilar. */
export function KaizensLista() {
  const lista = useKaizensLista();
  const { token } = useAuth();
  const { data: campos = [] } = useGetCamposQuery();
  const maquinas = useMemo(() => campos.filter((c) => c.name === 'maquina').map((c) => c.value), [campos]);
  const [exportando, setExportando] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportarExcel = async () => {
    setExportError(null);
    setExportando(true);
    try {
      await exportarKaizens(lista.filtrosQuery, token);
    } catch (error) {
      setExportError(error instanceof Error ? error.message : getErrorMessage(error));
    } finally {
      setExportando(false);
    }
  };

  return (
    <>
      <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
        <FiltrosKaizen lista={lista} maquinas={maquinas} />
        <Stack direction="row" sx={{ mb: 2, justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={exportarExcel} disabled={exportando} sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}>
            Exportar Excel
          </Button>
        </Stack>
        <ErrorAlert message={exportError} onClose={() => setExportError(null)} />
        <ErrorAlert message={lista.error ? getErrorMessage(lista.error) : null} />
        <ListaDocumentos
          aria-label="Quick Kaizen"
          lista={lista}
          columns={COLUMNAS_KAIZEN}
          renderCard={(k) => <KaizenCard kaizen={k} />}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          emptyText={SIN_KAIZENS}
        />
      </Paper>
      <TotalesPilar filtros={lista.filtrosQuery} />
    </>
  );
}
