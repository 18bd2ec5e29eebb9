import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import TvIcon from '@mui/icons-material/Tv';
import { getErrorMessage } from '@portal/shared/data-access';
import type { Pantalla } from '@portal/shared/domain';
import { BusyButton, ErrorAlert, FormErrorAlert, useNotify, usePlantaTiempo } from '@portal/shared/ui';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useGetPantallasQuery, useRevocarPantallaMutation } from './pantallasApi';
import { usePantallaForm } from './usePantallaForm';

export const URL_UNA_VEZ = 'Este enlace se muestra una sola vez: ábralo ahora en la TV o cópielo. Si se pierde, revoque la pantalla y cree otra.';

function NuevaPantallaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, onSubmit, busy, serverError, creada, reset } = usePantallaForm();
  const notify = useNotify();
  const cerrar = () => {
    reset();
    onClose();
  };
  const copiar = async () => {
    if (!creada) return;
    try {
      await navigator.clipboard.writeText(creada.url);
      notify.success('Enlace copiado');
    } catch {
      notify.error('No se pudo copiar: seleccione el enlace y cópielo a mano');
    }
  };
  const error = form.formState.errors.nombre?.message;
  return (
    <Dialog open={open} onClose={cerrar} aria-labelledby="nueva-pantalla-title" fullWidth maxWidth="sm">
      <DialogTitle id="nueva-pantalla-title">{creada ? `Pantalla "${creada.nombre}" creada` : 'Nueva pantalla'}</DialogTitle>
      {creada ? (
        <>
          <DialogContent>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {URL_UNA_VEZ}
            </Alert>
            <TextField
              label="Enlace del tablero"
              value={creada.url}
              fullWidth
              multiline
              slotProps={{ htmlInput: { readOnly: true }, input: { sx: { fontFamily: 'monospace' } } }}
              onFocus={(e) => e.target.select()}
            />
          </DialogContent>
          <DialogActions>
            <Button startIcon={<ContentCopyIcon />} onClick={() => void copiar()}>
              Copiar enlace
            </Button>
            <Button variant="contained" onClick={cerrar}>
              Cerrar
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <DialogContent>
            {serverError && <FormErrorAlert message={serverError} />}
            <TextField
              label="Nombre"
              autoFocus
              fullWidth
              {...form.register('nombre')}
              error={!!error}
              helperText={error ?? 'Por ejemplo: TV Extrusión'}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={cerrar}>Cancelar</Button>
            <BusyButton type="submit" variant="contained" busy={busy} busyLabel="Creando…">
              Crear
            </BusyButton>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}

/** Admin → 'Pantallas (tablero)': the TVs showing the tag board; a new one's link is shown once, any can be revoked. */
export function PantallasSection() {
  const { data: pantallas = [], isLoading, error: loadError } = useGetPantallasQuery();
  const [revocar, { isLoading: revocando }] = useRevocarPantallaMutation();
  const [nueva, setNueva] = useState(false);
  const [aRevocar, setARevocar] = useState<Pantalla | null>(null);
  const [revocarError, setRevocarError] = useState<string | null>(null);
  const notify = useNotify();
  const tiempo = usePlantaTiempo();

  const confirmar = async () => {
    if (!aRevocar) return;
    try {
      await revocar(aRevocar._id).unwrap();
      notify.success(`Pantalla "${aRevocar.nombre}" revocada`);
      setARevocar(null);
    } catch (error) {
      setRevocarError(getErrorMessage(error));
    }
  };

  return (
    <Box component="section" aria-labelledby="pantallas-title" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <Typography variant="h5" component="h2" id="pantallas-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <TvIcon aria-hidden /> Pantallas (tablero)
        </Typography>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setNueva(true)}>
          Nueva pantalla
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Cada TV muestra el tablero de tarjetas con su propio enlace, sin iniciar sesión. Revoque el de una TV que ya no se use.
      </Typography>
      {loadError && <ErrorAlert message={getErrorMessage(loadError)} />}
      {isLoading ? (
        <CircularProgress aria-label="Cargando pantallas" />
      ) : pantallas.length === 0 ? (
        <Typography color="text.secondary">No hay pantallas activas.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="pantallas-title">
            <TableHead>
              <TableRow>
                <TableCell>Nombre</TableCell>
                <TableCell>Creada por</TableCell>
                <TableCell>Fecha</TableCell>
                <TableCell>Último uso</TableCell>
                <TableCell align="right">Acciones</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pantallas.map((p) => (
                <TableRow key={p._id}>
                  <TableCell>{p.nombre}</TableCell>
                  <TableCell>{p.creadaPor ?? '—'}</TableCell>
                  <TableCell>{tiempo.fechaHora(p.fechaCreacion)}</TableCell>
                  <TableCell>{p.ultimoUso ? tiempo.fechaHora(p.ultimoUso) : 'Nunca'}</TableCell>
                  <TableCell align="right">
                    <Button
                      color="error"
                      size="small"
                      aria-label={`Revocar ${p.nombre}`}
                      onClick={() => {
                        setRevocarError(null);
                        setARevocar(p);
                      }}
                    >
                      Revocar
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <NuevaPantallaDialog open={nueva} onClose={() => setNueva(false)} />
      <ConfirmDialog
        open={!!aRevocar}
        title="Revocar pantalla"
        message={aRevocar ? `¿Revocar "${aRevocar.nombre}"? Su TV dejará de mostrar el tablero al instante.` : ''}
        confirmLabel="Revocar"
        busy={revocando}
        busyLabel="Revocando…"
        error={revocarError}
        onConfirm={() => void confirmar()}
        onClose={() => setARevocar(null)}
      />
    </Box>
  );
}
