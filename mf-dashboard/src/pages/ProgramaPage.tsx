import { Typography } from '@mui/material';
import { RequireAuth } from '@portal/shared/auth';
import { PageTitle } from '@portal/shared/ui';
import { AjustesProgramaBoton } from '../features/programa/AjustesProgramaBoton';
import { AuditoriasPendientes } from '../features/programa/AuditoriasPendientes';
import { ProgramaLista } from '../features/programa/ProgramaLista';

/** /programa — the autonomous-maintenance program (issue 25): each Equipo autónomo's step. */
export default function ProgramaPage() {
  return (
    <RequireAuth>
      <PageTitle>Programa de mantenimiento autónomo</PageTitle>
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
