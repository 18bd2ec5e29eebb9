import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import TvIcon from '@mui/icons-material/Tv';
import { getErrorMessage } from '@portal/shared/data-access';
import { normalizarCodigoPantalla, VINCULAR_CODIGO_PARAM, type Pantalla } from '@portal/shared/domain';
import { ConfirmarDialog, ErrorAlert, formatNumero, useNotify, usePlantaTiempo } from '@portal/shared/ui';
import { useGetPantallasQuery, useRevocarPantallaMutation } from './pantallasApi';
import { PantallaDialog } from './PantallaDialog';

/** Admin → 'Pantallas (tablero)': the TVs showing the tag board, paired by the code a TV shows; settings editable, any can be revoked. */
export function PantallasSection() {
  const { data: pantallas = [], isLoading, error: loadError } = useGetPantallasQuery();
  const [revocar, { isLoading: revocando }] = useRevocarPantallaMutation();
  const [dialogo, setDialogo] = useState<{ editando: Pantalla | null; codigo?: string } | null>(null);
  const [params, setParams] = useSearchParams();
  // The TV's QR opens this page with its code: 'Vincular TV' at once, the code filled; the URL forgets it.
  const codigoQr = params.get(VINCULAR_CODIGO_PARAM);
  useEffect(() => {
    if (codigoQr === null) return;
    setDialogo({ editando: null, codigo: normalizarCodigoPantalla(codigoQr).slice(0, 12) });
    setParams(
      (p) => {
        p.delete(VINCULAR_CODIGO_PARAM);
        return p;
      },
      { replace: true },
    );
  }, [codigoQr, setParams]);
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
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialogo({ editando: null })}>
          Vincular TV
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Cada TV muestra el tablero de tarjetas sin iniciar sesión. Abra /tablero en la TV e ingrese aquí el código que muestra. Revoque la de una TV que ya no
        se use.
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
                <TableCell>Equipo</TableCell>
                <TableCell>Segundos por equipo</TableCell>
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
                  <TableCell>{p.equipo === null ? 'Todos (rotan)' : p.equipo || 'Sin equipo'}</TableCell>
                  <TableCell>{formatNumero(p.segundos)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" aria-label={`Editar ${p.nombre}`} onClick={() => setDialogo({ editando: p })}>
                      Editar
                    </Button>
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
      <PantallaDialog open={!!dialogo} editando={dialogo?.editando ?? null} codigo={dialogo?.codigo} onClose={() => setDialogo(null)} />
      <ConfirmarDialog
        open={!!aRevocar}
        id="revocar-pantalla"
        title="Revocar pantalla"
        submitLabel="Revocar"
        submitColor="error"
        busy={revocando}
        busyLabel="Revocando…"
        error={revocarError}
        onConfirm={() => void confirmar()}
        onClose={() => setARevocar(null)}
      >
        {aRevocar ? `¿Revocar "${aRevocar.nombre}"? Su TV dejará de mostrar el tablero al instante.` : ''}
      </ConfirmarDialog>
    </Box>
  );
}
