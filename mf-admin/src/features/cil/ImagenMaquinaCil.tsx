import { useState } from 'react';
import { Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { getErrorMessage, useImagenCilMutation } from '@portal/shared/data-access';
import type { RutinaCil } from '@portal/shared/domain';
import { ConfirmarDialog, useNotify } from '@portal/shared/ui';
import { ImagenConMarcas, type MarcaCil } from './ImagenConMarcas';
import { nombrePunto } from './textos';
import { useSubirFoto } from './useSubirFoto';

/** The numbered marks of the points that have one. */
export const marcasDe = (rutina: Pick<RutinaCil, 'puntos'>): MarcaCil[] =>
  rutina.puntos.flatMap((p) => (p.marcador ? [{ clave: p._id, texto: String(p.numero), nombre: nombrePunto(p), marcador: p.marcador }] : []));

/**
 * The machine's photo or diagram with every marked point on it; who defines the standard uploads, replaces or removes
 * it (the marks stay stored: a new picture of the same view keeps them in place).
 */
export function ImagenMaquinaCil({ rutina }: { rutina: RutinaCil }) {
  const { elegir, ocupado, error, setError } = useSubirFoto();
  const [guardar, { isLoading: guardando }] = useImagenCilMutation();
  const [quitando, setQuitando] = useState(false);
  const [errorQuitar, setErrorQuitar] = useState<string | null>(null);
  const notify = useNotify();
  const { maquinaId, imagen, puedeEditar } = rutina;

  const subir = async (input: HTMLInputElement) => {
    const url = await elegir(input);
    if (!url) return;
    try {
      await guardar({ maquinaId, imagen: url }).unwrap();
      notify.success(imagen ? 'Imagen de la máquina reemplazada' : 'Imagen de la máquina guardada');
    } catch (e) {
      setError(`No se pudo guardar la imagen: ${getErrorMessage(e)}`);
    }
  };

  const quitar = async () => {
    setErrorQuitar(null);
    try {
      await guardar({ maquinaId, imagen: null }).unwrap();
      notify.success('Imagen de la máquina quitada');
      setQuitando(false);
    } catch (e) {
      setErrorQuitar(getErrorMessage(e));
    }
  };

  const sinMarca = rutina.puntos.filter((p) => !p.marcador).length;
  return (
    <Box component="section" aria-labelledby="imagen-cil-titulo" sx={{ mb: 3 }}>
      <Typography id="imagen-cil-titulo" variant="h6" component="h2" sx={{ mb: 1 }}>
        Imagen de la máquina
      </Typography>
      {imagen ? (
        <ImagenConMarcas src={imagen} alt={`Imagen de ${rutina.maquina} con sus puntos CIL`} marcas={marcasDe(rutina)} />
      ) : (
        <Typography color="text.secondary">
          {puedeEditar ? 'Suba una foto o un esquema de la máquina para marcar en ella dónde está cada punto.' : 'La máquina no tiene imagen.'}
        </Typography>
      )}
      {imagen && sinMarca > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {sinMarca === 1 ? 'Un punto no está marcado en la imagen.' : `${sinMarca} puntos no están marcados en la imagen.`}
        </Typography>
      )}
      {puedeEditar && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />} disabled={ocupado || guardando} sx={{ minHeight: 44 }}>
            {imagen ? 'Reemplazar imagen' : 'Subir imagen'}
            <input hidden type="file" accept="image/*" aria-label="Elegir la imagen de la máquina" onChange={(e) => void subir(e.target)} />
          </Button>
          {imagen && (
            <Button color="error" disabled={ocupado || guardando} onClick={() => setQuitando(true)} sx={{ minHeight: 44 }}>
              Quitar imagen
            </Button>
          )}
          {(ocupado || guardando) && <CircularProgress size={24} aria-label="Guardando la imagen" />}
        </Stack>
      )}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
      <ConfirmarDialog
        open={quitando}
        id="quitar-imagen-cil"
        title="Quitar imagen"
        submitLabel="Quitar"
        submitColor="error"
        busy={guardando}
        error={errorQuitar}
        onConfirm={() => void quitar()}
        onClose={() => {
          setQuitando(false);
          setErrorQuitar(null);
        }}
      >
        {`¿Quitar la imagen de ${rutina.maquina}? Las marcas de los puntos quedan guardadas: si sube otra imagen, revise que sigan en su lugar.`}
      </ConfirmarDialog>
    </Box>
  );
}
