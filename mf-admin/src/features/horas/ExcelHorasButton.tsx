import { Download } from '@mui/icons-material';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectToken } from '@portal/shared/auth';
import { descargar, urlDe } from '@portal/shared/data-access';
import { horasContrato as H, type ConsultaEntrada } from '@portal/shared/domain';
import { BusyButton, useNotify } from '@portal/shared/ui';

/** The tab's Excel with the tab's query (the file holds the table on screen). */
type Tabla = { ruta: 'todos'; query: ConsultaEntrada<typeof H.todosExcel> } | { ruta: 'equipos'; query: ConsultaEntrada<typeof H.equiposExcel> };

const urlExcel = (t: Tabla): string => (t.ruta === 'todos' ? urlDe(H.todosExcel, { consulta: t.query }) : urlDe(H.equiposExcel, { consulta: t.query }));

/** 'Exportar a Excel': the server builds the tab's table (same query) as an .xlsx with numbers as numbers. */
export function ExcelHorasButton({ archivo, disabled, ...tabla }: Tabla & { archivo: string; disabled?: boolean }) {
  const token = useSelector(selectToken);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportar = async () => {
    setBusy(true);
    try {
      await descargar({ url: urlExcel(tabla), token, fileName: archivo });
    } catch (e) {
      notify.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton variant="outlined" startIcon={<Download />} busy={busy} busyLabel="Exportando…" disabled={disabled} onClick={exportar} sx={{ minHeight: 44 }}>
      Exportar a Excel
    </BusyButton>
  );
}
