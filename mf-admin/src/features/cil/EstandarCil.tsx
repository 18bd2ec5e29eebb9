import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import { Link as RouterLink } from 'react-router-dom';
import { getErrorMessage, useGetRutinaCilQuery, useQuitarPuntoCilMutation } from '@portal/shared/data-access';
import { CIL_LIMITES, MSG, rutinaCilPath, type PuntoCil, type RutinaCil } from '@portal/shared/domain';
import { ConfirmarDialog, ErrorAlert, PageTitle, useNotify } from '@portal/shared/ui';
import { HistorialPuntoDialog } from './HistorialPuntoDialog';
import { ImagenMaquinaCil } from './ImagenMaquinaCil';
import { PuntoCilDialog } from './PuntoCilDialog';
import { PuntoCilTarjeta } from './PuntoCilTarjeta';
import { nombrePunto } from './textos';

/** The machine's CIL standard (issue 26 §1): its picture with the points marked, and the points in order. */
export function EstandarCil({ maquinaId }: { maquinaId: string }) {
  const { data: rutina, isLoading, error } = useGetRutinaCilQuery(maquinaId);
  if (isLoading) {
    return (
      <>
        <PageTitle>Estándar CIL</PageTitle>
        <CircularProgress aria-label="Cargando el estándar" />
      </>
    );
  }
  if (!rutina) {
    return (
      <>
        <PageTitle>Estándar CIL</PageTitle>
        <ErrorAlert message={error ? getErrorMessage(error) : MSG.cilMaquinaNoEncontrada} />
      </>
    );
  }
  return <Estandar rutina={rutina} />;
}

type Dialogo = 'punto' | 'historial' | 'baja' | null;

function Estandar({ rutina }: { rutina: RutinaCil }) {
  // The point stays while a dialog closes (its title and text do not change during the fade-out).
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const [punto, setPunto] = useState<PuntoCil | null>(null);
  const [quitar, { isLoading: quitando }] = useQuitarPuntoCilMutation();
  const [errorBaja, setErrorBaja] = useState<string | null>(null);
  const notify = useNotify();
  const puntos = [...rutina.puntos].sort((a, b) => a.numero - b.numero);
  const lleno = puntos.length >= CIL_LIMITES.puntosPorMaquina;
  const abrir = (d: Exclude<Dialogo, null>, p: PuntoCil | null) => {
    setPunto(p);
    setErrorBaja(null);
    setDialogo(d);
  };
  const cerrar = () => setDialogo(null);

  const darDeBaja = async () => {
    if (!punto) return;
    setErrorBaja(null);
    try {
      await quitar({ id: punto._id, maquinaId: rutina.maquinaId }).unwrap();
      notify.success(`${nombrePunto(punto)} dado de baja`);
      cerrar();
    } catch (e) {
      setErrorBaja(getErrorMessage(e));
    }
  };

  return (
    <>
      <PageTitle
        actions={
          <Button variant="outlined" component={RouterLink} to={rutinaCilPath(rutina.maquinaId)} startIcon={<PlaylistPlayIcon />} sx={{ minHeight: 44 }}>
            Ir a la rutina
          </Button>
        }
      >
        {`Estándar CIL · ${rutina.maquina}`}
      </PageTitle>
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {rutina.equipo ? `Equipo autónomo: ${rutina.equipo}` : 'Sin equipo autónomo'}
      </Typography>
      {!rutina.puedeEditar && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {`${MSG.cilSinPermiso}: aquí puede consultarlos. Para hacer los puntos, `}
          <Link component={RouterLink} to={rutinaCilPath(rutina.maquinaId)}>
            vaya a la rutina
          </Link>
          .
        </Alert>
      )}
      <ImagenMaquinaCil rutina={rutina} />
      <Box component="section" aria-labelledby="puntos-cil-titulo">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography id="puntos-cil-titulo" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {`Puntos (${puntos.length})`}
          </Typography>
          {rutina.puedeEditar && (
            <Button variant="contained" startIcon={<AddIcon />} disabled={lleno} onClick={() => abrir('punto', null)} sx={{ minHeight: 44 }}>
              Agregar punto
            </Button>
          )}
        </Box>
        {lleno && rutina.puedeEditar && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {MSG.cilDemasiadosPuntos}
          </Typography>
        )}
        {puntos.length === 0 ? (
          <Typography color="text.secondary">La máquina todavía no tiene puntos CIL.</Typography>
        ) : (
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}
          >
            {puntos.map((p) => (
              <PuntoCilTarjeta
                key={p._id}
                punto={p}
                puedeEditar={rutina.puedeEditar}
                onEditar={(x) => abrir('punto', x)}
                onHistorial={(x) => abrir('historial', x)}
                onDarDeBaja={(x) => abrir('baja', x)}
              />
            ))}
          </Box>
        )}
      </Box>
      {rutina.puedeEditar && <PuntoCilDialog open={dialogo === 'punto'} rutina={rutina} editando={punto} onClose={cerrar} />}
      <HistorialPuntoDialog open={dialogo === 'historial'} punto={punto} onClose={cerrar} />
      <ConfirmarDialog
        open={dialogo === 'baja'}
        id="baja-punto-cil"
        title="Dar de baja el punto"
        submitLabel="Dar de baja"
        submitColor="error"
        busy={quitando}
        error={errorBaja}
        onConfirm={() => void darDeBaja()}
        onClose={cerrar}
      >
        {punto ? `¿Dar de baja el ${nombrePunto(punto)}? Deja de pedirse en la rutina desde hoy; su historia se conserva.` : ''}
      </ConfirmarDialog>
    </>
  );
}
