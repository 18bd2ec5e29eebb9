import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { RequireAuth } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { PageTitle } from '@portal/shared/ui';
import { AjustesProgramaBoton } from '../features/programa/AjustesProgramaBoton';
import { AuditoriasPendientes } from '../features/programa/AuditoriasPendientes';
import { ProgramaLista } from '../features/programa/ProgramaLista';

/** /programa — the autonomous-maintenance program (issue 25): each Equipo autónomo's step; the CIL routines and their compliance a tap away (issue 26 §1). */
export default function ProgramaPage() {
  return (
    <RequireAuth>
      <PageTitle
        actions={
          <>
            <Button variant="outlined" component={RouterLink} to={ROUTES.cil}>
              Rutinas CIL
            </Button>
            <Button variant="outlined" component={RouterLink} to={ROUTES.cumplimientoCil}>
              Cumplimiento CIL
            </Button>
          </>
        }
      >
        Programa de mantenimiento autónomo
      </PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        El paso de cada equipo autónomo de la planta y su puerta: los criterios para pasar al siguiente, contados con las tarjetas, los miembros y los Quick
        Kaizen del equipo. Toque un equipo para ver el detalle.
      </Typography>
      <AjustesProgramaBoton />
      <AuditoriasPendientes />
      <ProgramaLista />
    </RequireAuth>
  );
}
