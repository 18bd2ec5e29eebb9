import { useState } from 'react';
import { Button } from '@mui/material';
import { useCan } from '@portal/shared/auth';
import { AjustesProgramaDialog } from './PropuestaAmDialogs';
import { useGetAjustesProgramaAmQuery } from './programaApi';

/** The Admin's 'Umbrales de la puerta' on the program page (the plant's settings of the step gate). */
export function AjustesProgramaBoton() {
  const gestiona = useCan('programa.gestionar');
  const { data: ajustes } = useGetAjustesProgramaAmQuery(undefined, { skip: !gestiona });
  const [abierto, setAbierto] = useState(false);
  if (!gestiona) return null;
  return (
    <>
      <Button variant="outlined" disabled={!ajustes} onClick={() => setAbierto(true)} sx={{ mb: 2 }}>
        Umbrales de la puerta
      </Button>
      {abierto && ajustes && <AjustesProgramaDialog ajustes={ajustes} onClose={() => setAbierto(false)} />}
    </>
  );
}
