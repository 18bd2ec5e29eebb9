import { useState } from 'react';
import { useSubirImagenMutation } from '@portal/shared/data-access';
import { Box, ButtonBase, Dialog, DialogTitle, IconButton, Paper, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import type { Kaizen } from '@portal/shared/domain';
import { AdjuntarImagenDialog } from '@portal/shared/ui';
import { useAgregarImagenKaizenMutation } from '../kaizen/kaizenApi';

export type LadoImagen = 'antes' | 'despues';

/** 'Antes' (imagenFrontUrl) and 'Después' (imagenBackUrl): their names and the Opciones items that attach them. */
export const LADOS_IMAGEN: readonly LadoImagen[] = ['antes', 'despues'];
export const ETIQUETA_LADO: Record<LadoImagen, string> = { antes: 'Antes', despues: 'Después' };
const DEL: Record<LadoImagen, string> = { antes: 'del antes', despues: 'del después' };
export const TITULO_ADJUNTAR_IMAGEN: Record<LadoImagen, string> = { antes: `Adjuntar imagen ${DEL.antes}`, despues: `Adjuntar imagen ${DEL.despues}` };

/** The side's image URL ('' when missing). */
export const imagenDeLado = (kaizen: Pick<Kaizen, 'imagenFrontUrl' | 'imagenBackUrl'>, lado: LadoImagen): string =>
  lado === 'antes' ? kaizen.imagenFrontUrl : kaizen.imagenBackUrl;

/** The 'Antes' and 'Después' images side by side (stacked on a phone), each with a placeholder while missing. */
export function KaizenImagenes({ kaizen }: { kaizen: Kaizen }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} component="section" aria-labelledby="kaizen-imagenes-titulo">
      <Typography id="kaizen-imagenes-titulo" variant="h6" component="h2" gutterBottom>
        Antes y después
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {LADOS_IMAGEN.map((lado) => (
          <Lado key={lado} kaizen={kaizen} lado={lado} />
        ))}
      </Stack>
    </Paper>
  );
}

function Lado({ kaizen, lado }: { kaizen: Kaizen; lado: LadoImagen }) {
  const [ampliada, setAmpliada] = useState(false);
  const url = imagenDeLado(kaizen, lado);
  const etiqueta = ETIQUETA_LADO[lado];
  const alt = `${etiqueta}: Kaizen N°${kaizen.numero}`;
  return (
    <Box component="figure" sx={{ m: 0, flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {etiqueta}
      </Typography>
      {url ? (
        <>
          <ButtonBase
            onClick={() => setAmpliada(true)}
            aria-label={`Ampliar la imagen ${DEL[lado]}`}
            aria-haspopup="dialog"
            sx={{
              position: 'relative',
              alignSelf: 'flex-start',
              maxWidth: '100%',
              borderRadius: 1,
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
            }}
          >
            <Box component="img" src={url} alt={alt} sx={{ maxWidth: '100%', maxHeight: 360, display: 'block', objectFit: 'contain' }} />
            <ZoomInIcon
              aria-hidden
              sx={{ position: 'absolute', right: 8, bottom: 8, color: 'common.white', bgcolor: 'rgba(0,0,0,0.6)', borderRadius: '50%', p: 0.5, fontSize: 36 }}
            />
          </ButtonBase>
          <Dialog open={ampliada} onClose={() => setAmpliada(false)} fullScreen aria-labelledby={`kaizen-imagen-${lado}-ampliada`}>
            <DialogTitle id={`kaizen-imagen-${lado}-ampliada`} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              {alt}
              <IconButton onClick={() => setAmpliada(false)} aria-label="Cerrar" sx={{ width: 48, height: 48 }}>
                <CloseIcon />
              </IconButton>
            </DialogTitle>
            <Box sx={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 1, bgcolor: 'grey.900' }}>
              <Box component="img" src={url} alt={alt} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
            </Box>
          </Dialog>
        </>
      ) : (
        <Box
          sx={{
            minHeight: 160,
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            p: 2,
            color: 'text.secondary',
            textAlign: 'center',
          }}
        >
          <ImageNotSupportedIcon aria-hidden fontSize="large" />
          <Typography variant="body2">{`Sin imagen ${DEL[lado]}`}</Typography>
        </Box>
      )}
    </Box>
  );
}

/** Upload and attach one side's image (Opciones → 'Adjuntar imagen del antes' / 'del después'); server errors show in it. */
export function AdjuntarImagenKaizenDialog({ kaizen, lado, open, onClose }: { kaizen: Kaizen; lado: LadoImagen; open: boolean; onClose: () => void }) {
  const [subir] = useSubirImagenMutation();
  const [agregar] = useAgregarImagenKaizenMutation();
  return (
    <AdjuntarImagenDialog
      open={open}
      onClose={onClose}
      id={`kaizen-imagen-${lado}`}
      title={TITULO_ADJUNTAR_IMAGEN[lado]}
      reemplaza={Boolean(imagenDeLado(kaizen, lado))}
      exito={`Imagen ${DEL[lado]} adjunta`}
      subir={async (archivo) => (await subir(archivo).unwrap()).secure_url}
      adjuntar={(imagenUrl) => agregar({ _id: kaizen._id, imagenUrl, lado }).unwrap()}
    />
  );
}
