import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { RequireAuth, useCan } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { PageTitle } from '@portal/shared/ui';
import { PlantillasAmEditor } from '../features/programa/plantillas/PlantillasAmEditor';

/** /programa/plantillas — each step's audit template (issue 25 §2): the Admin edits them, everyone reads them. */
export default function PlantillasAmPage() {
  return (
    <RequireAuth>
      <PageTitle>Plantillas de auditoría</PageTitle>
      <Intro />
      <PlantillasAmEditor />
      <Button component={RouterLink} to={ROUTES.programa} sx={{ mt: 3 }}>
        Volver al programa
      </Button>
    </RequireAuth>
  );
}

function Intro() {
  const gestiona = useCan('programa.gestionar');
  return (
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      Lo que el auditor revisa en cada paso: requisitos agrupados en secciones, cada uno puntuado de 0 a 4 con una guía por puntaje, y la regla para aprobar.{' '}
      {gestiona ? 'Una auditoría usa la plantilla del paso tal como estaba cuando empezó.' : 'Solo un administrador las cambia.'}
    </Typography>
  );
}
