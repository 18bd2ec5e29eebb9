import { Download } from '@mui/icons-material';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectToken } from '@portal/shared/auth';
import { descargar, urlDe, type CumplimientoCilArgs } from '@portal/shared/data-access';
import { cilContrato } from '@portal/shared/domain';
import { BusyButton, useNotify } from '@portal/shared/ui';

/**
 * 'Descargar Excel': the same figures as on screen (the filters applied), by week, team, machine and person; named by
 * the whole weeks it holds (`fileName`).
 */
export function DescargarExcelCil({ consulta, fileName, disabled }: { consulta: CumplimientoCilArgs; fileName: string; disabled?: boolean }) {
  const token = useSelector(selectToken);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const bajar = async () => {
    setBusy(true);
    try {
      await descargar({ url: urlDe(cilContrato.cumplimientoExcel, { consulta }), token, fileName });
    } catch (e) {
      notify.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton variant="outlined" startIcon={<Download />} busy={busy} busyLabel="Descargando…" disabled={disabled} onClick={bajar}>
      Descargar Excel
    </BusyButton>
  );
}
