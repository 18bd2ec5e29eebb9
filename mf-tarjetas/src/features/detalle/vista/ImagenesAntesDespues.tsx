import { useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useCan } from '@portal/shared/auth';
import type { Tarjeta } from '@portal/shared/domain';
import { AdjuntarImagenDialog } from '@portal/shared/ui';
import { useAgregarImagenAntesMutation, useAgregarImagenDespuesMutation, useUploadImagenMutation } from '../../tarjetas/tarjetasApi';
import { nombreTarjeta } from '../textos';

type Momento = 'antes' | 'despues';
const TITULO: Record<Momento, string> = { antes: 'Imagen del antes', despues: 'Imagen del después' };

/** One side: the image or 'Sin imagen', and its attach (or, for the card-editing roles, replace) action. */
function Lado({ tarjeta, momento, url, onAdjuntar }: { tarjeta: Tarjeta; momento: Momento; url: string; onAdjuntar: () => void }) {
  const reemplazar = useCan('tarjetas.edit');
  const titulo = TITULO[momento];
  return (
    <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle1" component="h3">
        {titulo}
      </Typography>
      {url ? (
        <Box component="img" src={url} alt={`${titulo}: ${nombreTarjeta(tarjeta)}`} sx={{ maxWidth: '100%', maxHeight: 360, objectFit: 'contain', alignSelf: 'flex-start' }} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Sin imagen
        </Typography>
      )}
      {!url || reemplazar ? (
        <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={onAdjuntar} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
          {url ? `Reemplazar ${titulo.toLowerCase()}` : `Adjuntar ${titulo.toLowerCase()}`}
        </Button>
      ) : null}
    </Box>
  );
}

/** 'Imagen del antes' and 'Imagen del después' side by side (stacked on a phone), each attached on its own. */
export function ImagenesAntesDespues({ tarjeta }: { tarjeta: Tarjeta }) {
  const [abierto, setAbierto] = useState<Momento | null>(null);
  const [subir] = useUploadImagenMutation();
  const [antes] = useAgregarImagenAntesMutation();
  const [despues] = useAgregarImagenDespuesMutation();
  const urls: Record<Momento, string> = { antes: tarjeta.imagenAntesUrl, despues: tarjeta.imagenDespuesUrl };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} component="section" aria-labelledby="antes-despues-titulo">
      <Typography id="antes-despues-titulo" variant="h6" component="h2" gutterBottom>
        Antes y después
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {(['antes', 'despues'] as const).map((m) => (
          <Lado key={m} tarjeta={tarjeta} momento={m} url={urls[m]} onAdjuntar={() => setAbierto(m)} />
        ))}
      </Box>
      {(['antes', 'despues'] as const).map((m) => (
        <AdjuntarImagenDialog
          key={m}
          open={abierto === m}
          onClose={() => setAbierto(null)}
          id={`adjuntar-imagen-${m}`}
          title={`${urls[m] ? 'Reemplazar' : 'Adjuntar'} ${TITULO[m].toLowerCase()}: ${nombreTarjeta(tarjeta)}`}
          reemplaza={Boolean(urls[m])}
          exito={`${TITULO[m]} subida`}
          subir={async (archivo) => (await subir(archivo).unwrap()).secure_url}
          adjuntar={(imagenUrl) => (m === 'antes' ? antes : despues)({ _id: tarjeta._id, imagenUrl }).unwrap()}
        />
      ))}
    </Paper>
  );
}
