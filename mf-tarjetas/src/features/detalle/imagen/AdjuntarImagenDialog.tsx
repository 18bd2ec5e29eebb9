import type { Tarjeta } from '@portal/shared/domain';
import { useSubirImagenMutation } from '@portal/shared/data-access';
import { AdjuntarImagenDialog as AdjuntarImagen } from '@portal/shared/ui';
import { useAgregarImagenDespuesMutation, useAgregarImagenMutation } from '../../tarjetas/tarjetasApi';
import { EXITO, TITULOS } from '../textos';

/** 'Adjuntar imagen', or 'Reemplazar foto' when the card has one (Jefe de area, Admin): the shared dialog on the card's calls. */
export function AdjuntarImagenDialog({ tarjeta, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const [subir] = useSubirImagenMutation();
  const [agregar] = useAgregarImagenMutation();
  return (
    <AdjuntarImagen
      open={open}
      onClose={onClose}
      id="adjuntar-imagen"
      title={TITULOS.imagen(tarjeta)}
      reemplaza={Boolean(tarjeta.imagenUrl)}
      exito={EXITO.fotoSubida}
      subir={async (archivo) => (await subir(archivo).unwrap()).secure_url}
      adjuntar={(imagenUrl) => agregar({ _id: tarjeta._id, imagenUrl }).unwrap()}
    />
  );
}

/** 'Adjuntar imagen del después' on a closed card, or 'Reemplazar imagen del después' (Jefe de area, Admin). */
export function AdjuntarImagenDespuesDialog({ tarjeta, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const [subir] = useSubirImagenMutation();
  const [agregar] = useAgregarImagenDespuesMutation();
  return (
    <AdjuntarImagen
      open={open}
      onClose={onClose}
      id="adjuntar-imagen-despues"
      title={TITULOS.imagenDespues(tarjeta)}
      reemplaza={Boolean(tarjeta.imagenDespuesUrl)}
      exito={EXITO.despuesSubida}
      subir={async (archivo) => (await subir(archivo).unwrap()).secure_url}
      adjuntar={(imagenUrl) => agregar({ _id: tarjeta._id, imagenUrl }).unwrap()}
    />
  );
}
