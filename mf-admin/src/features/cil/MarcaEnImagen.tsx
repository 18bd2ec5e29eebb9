import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import type { MarcadorCil } from '@portal/shared/domain';
import { ImagenConMarcas, type MarcaCil } from './ImagenConMarcas';

export interface MarcaEnImagenProps {
  /** The machine's picture; without one there is nothing to mark on. */
  imagen: string | null;
  maquina: string;
  /** The other points' marks, faded, so the new one is placed among them. */
  otras: readonly MarcaCil[];
  marcador: MarcadorCil | null;
  onMarcador: (m: MarcadorCil | null) => void;
  /** What this point's mark shows (its number, or '?' before it has one). */
  texto: string;
}

/**
 * Where the point is on the machine's picture. Taps place the mark only after 'Marcar en la imagen' (scrolling the
 * dialog on a phone would otherwise move it); each tap moves it; 'Quitar marca' clears it.
 */
export function MarcaEnImagen({ imagen, maquina, otras, marcador, onMarcador, texto }: MarcaEnImagenProps) {
  const [marcando, setMarcando] = useState(false);
  if (!imagen) {
    return (
      <Typography variant="body2" color="text.secondary">
        Para marcar dónde está el punto, primero suba la imagen de la máquina.
      </Typography>
    );
  }
  const propia: MarcaCil[] = marcador ? [{ clave: 'este-punto', texto, nombre: 'punto que edita', marcador, destacada: true }] : [];
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Marca en la imagen
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant={marcando ? 'contained' : 'outlined'}
          startIcon={<AddLocationAltIcon />}
          aria-pressed={marcando}
          onClick={() => setMarcando((m) => !m)}
          sx={{ minHeight: 44 }}
        >
          Marcar en la imagen
        </Button>
        {marcador && (
          <Button color="error" onClick={() => onMarcador(null)} sx={{ minHeight: 44 }}>
            Quitar marca
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color={marcando ? 'primary' : 'text.secondary'} aria-live="polite">
        {marcando
          ? 'Toque la imagen donde está el punto (o use las flechas del teclado). Cada toque mueve la marca.'
          : marcador
            ? 'El punto está marcado en la imagen.'
            : 'El punto no está marcado en la imagen.'}
      </Typography>
      <ImagenConMarcas
        src={imagen}
        alt={`Imagen de ${maquina}`}
        marcas={[...otras, ...propia]}
        actual={marcador}
        onMarcar={marcando ? onMarcador : undefined}
        etiquetaMarcar={`Imagen de ${maquina}: toque donde está el punto`}
      />
    </Stack>
  );
}
