import type { Tarjeta } from '@portal/shared/domain';
import { AdjuntarImagenDialog as AdjuntarImagen } from '@portal/shared/ui';
import { useAgregarImagenMutation, useUploadImagenMutation } from '../../tarjetas/tarjetasApi';
import { EXITO, TITULOS } from '../textos';

/** 'Adjuntar imagen', or 'Reemplazar foto' when the card has one (Jefe de area, Admin): the shared dialog on the card's calls. */
export function AdjuntarImagenDialog({ tarjeta, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const [subir] = useUploadImagenMutation();
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
