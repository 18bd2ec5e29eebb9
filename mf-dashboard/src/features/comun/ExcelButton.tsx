import { Download } from '@mui/icons-material';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectToken } from '@portal/shared/auth';
import { consultaComoTexto, descargar, urlDe } from '@portal/shared/data-access';
import { dashboardContrato, pestanaDashboard, type PestanaDashboard } from '@portal/shared/domain';
import { BusyButton, useNotify } from '@portal/shared/ui';

export interface ExcelButtonProps {
  pestana: PestanaDashboard;
  /** The tab's current query: the file holds exactly the table on screen. */
  query: Record<string, string | number | readonly string[] | undefined>;
  disabled?: boolean;
}

/** 'Exportar a Excel': the server builds the tab's table as an .xlsx (sheet named after the tab). */
export function ExcelButton({ pestana, query, disabled }: ExcelButtonProps) {
  const consulta = consultaComoTexto(query);
  return (
    <DescargaExcelButton
      url={`${urlDe(dashboardContrato.excel, { params: { pestana } })}${consulta ? `?${consulta}` : ''}`}
      fileName={`${pestanaDashboard(pestana).titulo}.xlsx`}
      disabled={disabled}
    />
  );
}

/** 'Exportar a Excel' of any dashboard file: `url` (with the view's query) saved as `fileName`. */
export function DescargaExcelButton({ url, fileName, disabled }: { url: string; fileName: string; disabled?: boolean }) {
  const token = useSelector(selectToken);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportar = async () => {
    setBusy(true);
    try {
      await descargar({ url, token, fileName });
    } catch (e) {
      notify.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton variant="outlined" startIcon={<Download />} busy={busy} busyLabel="Exportando…" disabled={disabled} onClick={exportar}>
      Exportar a Excel
    </BusyButton>
  );
}
