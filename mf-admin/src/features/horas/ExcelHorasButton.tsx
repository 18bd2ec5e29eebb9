import { Download } from '@mui/icons-material';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectToken } from '@portal/shared/auth';
import { descargar } from '@portal/shared/data-access';
import { BusyButton, useNotify } from '@portal/shared/ui';
import { horasQueryString } from './horasApi';

/** 'Exportar a Excel': the server builds the tab's table (same query) as an .xlsx with numbers as numbers. */
export function ExcelHorasButton({ ruta, query, archivo, disabled }: { ruta: 'todos' | 'equipos'; query: object; archivo: string; disabled?: boolean }) {
  const token = useSelector(selectToken);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportar = async () => {
    setBusy(true);
    try {
      await descargar({ url: `/api/users/hours/${ruta}/excel${horasQueryString(query)}`, token, fileName: archivo });
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
