import { useState } from 'react';
import { Box, ButtonBase, Dialog, DialogTitle, IconButton, Paper, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import type { Tarjeta } from '@portal/shared/domain';
import { nombreTarjeta } from '../textos';
import { etiquetaDescripcion } from './camposDetalle';

interface Foto {
  url: string;
  /** The image's name: 'Imagen de la tarjeta Roja N°81', 'Imagen del después: Tarjeta Roja N°81'. */
  alt: string;
  /** Shown under it when there is more than one photo. */
  leyenda: string;
}

/**
 * The card's photos: its own photo is the 'antes' (issue 22), the 'después' sits beside it once attached (the close
 * dialog or 'Opciones'). No empty slot: a side without an image is not drawn. A separate 'antes' attached before
 * issue 22 is still shown when it is not the card's photo.
 */
export function fotosDe(t: Pick<Tarjeta, 'color' | 'numero' | 'imagenUrl' | 'imagenAntesUrl' | 'imagenDespuesUrl'>): Foto[] {
  const nombre = nombreTarjeta(t);
  const fotos: Foto[] = [];
  if (t.imagenUrl) fotos.push({ url: t.imagenUrl, alt: `Imagen de la tarjeta ${t.color} N°${t.numero}`, leyenda: 'Antes' });
  if (t.imagenAntesUrl && t.imagenAntesUrl !== t.imagenUrl) fotos.push({ url: t.imagenAntesUrl, alt: `Imagen del antes: ${nombre}`, leyenda: 'Antes' });
  if (t.imagenDespuesUrl) fotos.push({ url: t.imagenDespuesUrl, alt: `Imagen del después: ${nombre}`, leyenda: 'Después' });
  return fotos;
}

/** One photo; a tap (or Enter) shows it full screen. */
function FotoAmpliable({ foto, conLeyenda }: { foto: Foto; conLeyenda: boolean }) {
  const [ampliada, setAmpliada] = useState(false);
  const tituloId = `ampliada-${foto.leyenda}-${foto.url}`.replace(/[^\w-]/g, '_');
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <ButtonBase
        onClick={() => setAmpliada(true)}
        aria-label={`Ampliar: ${foto.alt}`}
        aria-haspopup="dialog"
        sx={{
          position: 'relative',
          display: 'block',
          alignSelf: 'flex-start',
          maxWidth: '100%',
          borderRadius: 1,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
        }}
      >
        <Box component="img" src={foto.url} alt={foto.alt} sx={{ maxWidth: '100%', maxHeight: { xs: 360, md: 420 }, display: 'block', borderRadius: 1 }} />
        <ZoomInIcon
          aria-hidden
          sx={{ position: 'absolute', right: 8, bottom: 8, color: 'common.white', bgcolor: 'rgba(0,0,0,0.6)', borderRadius: '50%', p: 0.5, fontSize: 36 }}
        />
      </ButtonBase>
      {conLeyenda && (
        <Typography component="figcaption" variant="subtitle2">
          {foto.leyenda}
        </Typography>
      )}
      <Dialog open={ampliada} onClose={() => setAmpliada(false)} fullScreen aria-labelledby={tituloId}>
        <DialogTitle id={tituloId} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          {foto.alt}
          <IconButton onClick={() => setAmpliada(false)} aria-label="Cerrar" sx={{ width: 48, height: 48 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 1, bgcolor: 'grey.900' }}>
          <Box component="img" src={foto.url} alt={foto.alt} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        </Box>
      </Dialog>
    </Box>
  );
}

/** The description (what the card is about) and its photos, right under the header: side by side from `md`, stacked on a phone. */
export function DescripcionFoto({ tarjeta }: { tarjeta: Tarjeta }) {
  const fotos = fotosDe(tarjeta);
  const titulo = etiquetaDescripcion(tarjeta.color);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby="descripcion-titulo" data-testid="descripcion-foto">
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: fotos.length ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr' }, alignItems: 'start' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id="descripcion-titulo" variant="h6" component="h2" gutterBottom>
            {titulo}
          </Typography>
          <Typography
            component="p"
            variant="body1"
            data-testid="descripcion"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word', fontSize: { xs: '1.05rem', sm: '1.125rem' } }}
          >
            {tarjeta.descripcion}
          </Typography>
        </Box>
        {fotos.length > 0 && (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: fotos.length > 1 ? 'repeat(2, minmax(0, 1fr))' : '1fr', minWidth: 0 }}>
            {fotos.map((f) => (
              <FotoAmpliable key={`${f.leyenda}:${f.url}`} foto={f} conLeyenda={fotos.length > 1} />
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
}
