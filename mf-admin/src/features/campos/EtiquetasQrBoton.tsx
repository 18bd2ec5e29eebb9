import { useState } from 'react';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { useSelector } from 'react-redux';
import { selectToken } from '@portal/shared/auth';
import { descargar, urlDe } from '@portal/shared/data-access';
import { camposContrato, ETIQUETAS_QR_FILE_NAME, type Campo } from '@portal/shared/domain';
import { BusyButton, useNotify } from '@portal/shared/ui';

/** `GET /api/campos/etiquetas`: the printable QR labels of one machine (with its parts), or of every machine. */
export function descargarEtiquetasQr(token: string | null, maquinaId?: string): Promise<void> {
  return descargar({ url: urlDe(camposContrato.etiquetas, { consulta: { maquina: maquinaId } }), token, fileName: ETIQUETAS_QR_FILE_NAME });
}

function useDescargaEtiquetas(maquina?: Campo) {
  const token = useSelector(selectToken);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const descargarEtiquetas = async () => {
    setBusy(true);
    try {
      await descargarEtiquetasQr(token, maquina?._id);
    } catch (e) {
      notify.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, descargarEtiquetas };
}

/** 'Etiquetas QR' of every machine (the machines panel's header). */
export function EtiquetasQrTodas({ disabled }: { disabled?: boolean }) {
  const { busy, descargarEtiquetas } = useDescargaEtiquetas();
  return (
    <BusyButton startIcon={<QrCode2Icon />} busy={busy} busyLabel="Generando…" disabled={disabled} onClick={descargarEtiquetas} sx={{ minHeight: 44 }}>
      Etiquetas QR
    </BusyButton>
  );
}

/** The labels of one machine and its parts (the machine's row). */
export function EtiquetasQrMaquina({ maquina }: { maquina: Campo }) {
  const { busy, descargarEtiquetas } = useDescargaEtiquetas(maquina);
  const label = `Etiquetas QR de ${maquina.value}`;
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} aria-busy={busy || undefined} disabled={busy} onClick={descargarEtiquetas} sx={{ minWidth: 44, minHeight: 44 }}>
          {busy ? <CircularProgress size={20} aria-hidden /> : <QrCode2Icon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
