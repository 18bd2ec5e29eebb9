import { useParams } from 'react-router-dom';
import { RequireAuth } from '@portal/shared/auth';
import { PageTitle } from '@portal/shared/ui';
import { EquipoAmDetalle } from '../features/programa/EquipoAmDetalle';
import { useGetEquipoAmQuery } from '../features/programa/programaApi';

/** /programa/:id — a team's page in the autonomous-maintenance program (issue 25 §1). */
export default function EquipoAmPage() {
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      <Titulo id={id} />
      <EquipoAmDetalle id={id} />
    </RequireAuth>
  );
}

function Titulo({ id }: { id: string }) {
  const { data } = useGetEquipoAmQuery(id);
  return <PageTitle>{data ? data.equipo : 'Equipo autónomo'}</PageTitle>;
}
