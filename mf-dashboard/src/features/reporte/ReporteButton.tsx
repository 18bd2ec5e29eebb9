import { PictureAsPdf } from '@mui/icons-material';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { selectToken } from '@portal/shared/auth';
import { descargar, urlDe } from '@portal/shared/data-access';
import { dashboardContrato } from '@portal/shared/domain';
import { BusyButton, FormErrorAlert, useNotify } from '@portal/shared/ui';
import { useOpcionesFiltro } from '../comun/useOpcionesFiltro';

const TODOS = '';

/** The PDF's address and file name for one Equipo, or every equipo. */
export const reporteDescarga = (equipo: string) => ({
  url: urlDe(dashboardContrato.reporte, { consulta: { equipo } }),
  fileName: `Reporte de avance - ${equipo || 'Todos'}.pdf`,
});

/** 'Reporte de avance' (Jefe de area and Admin): a one-page PDF of one Equipo or of all, built by the server. */
export function ReporteButton() {
  const token = useSelector(selectToken);
  const notify = useNotify();
  const { equipos } = useOpcionesFiltro();
  const [abierto, setAbierto] = useState(false);
  const [equipo, setEquipo] = useState(TODOS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cerrar = () => {
    if (busy) return;
    setAbierto(false);
    setError(null);
  };
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { url, fileName } = reporteDescarga(equipo);
      await descargar({ url, token, fileName });
      setAbierto(false);
      notify.success(`${fileName} descargado`);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={() => setAbierto(true)} sx={{ minHeight: 40 }}>
        Reporte de avance
      </Button>
      <Dialog
        open={abierto}
        onClose={cerrar}
        aria-labelledby="reporte-avance-titulo"
        fullWidth
        maxWidth="xs"
        slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: enviar } as object }}
      >
        <DialogTitle id="reporte-avance-titulo">Reporte de avance</DialogTitle>
        <DialogContent dividers>
          <FormErrorAlert message={error} />
          <TextField
            select
            fullWidth
            label="Equipo"
            value={equipo}
            onChange={(e) => setEquipo(e.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ mt: 1 }}
          >
            <option value={TODOS}>Todos los equipos</option>
            {equipos.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, '& .MuiButton-root': { minHeight: 44 } }}>
          <Button onClick={cerrar}>Cancelar</Button>
          <BusyButton type="submit" variant="contained" busy={busy} busyLabel="Generando…">
            Descargar PDF
          </BusyButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
