import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { AjustesProgramaDialog } from './PropuestaAmDialogs';
import { useGetAjustesProgramaAmQuery } from './programaApi';

/**
 * The program page's settings: the Admin's 'Umbrales de la puerta' (the step gate's thresholds and the auditors), and
 * the audit templates, which everyone may read (only the Admin edits them).
 */
export function AjustesProgramaBoton() {
  const gestiona = useCan('programa.gestionar');
  const { data: ajustes } = useGetAjustesProgramaAmQuery(undefined, { skip: !gestiona });
  const [abierto, setAbierto] = useState(false);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {gestiona && (
        <Button variant="outlined" disabled={!ajustes} onClick={() => setAbierto(true)}>
          Umbrales de la puerta
        </Button>
      )}
      <Button variant="outlined" component={RouterLink} to={ROUTES.plantillasAm}>
        Plantillas de auditoría
      </Button>
      {abierto && ajustes && <AjustesProgramaDialog ajustes={ajustes} onClose={() => setAbierto(false)} />}
    </Stack>
  );
}
