import { useParams } from 'react-router-dom';
import { RequireAuth } from '@portal/shared/auth';
import { PageTitle } from '@portal/shared/ui';
import { AuditoriaAmVista } from '../features/programa/auditoria/AuditoriaAmVista';
import { useGetAuditoriaAmQuery } from '../features/programa/programaApi';

/** /programa/auditorias/:id — a step audit of the autonomous-maintenance program (issue 25 §2). */
export default function AuditoriaAmPage() {
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      <Titulo id={id} />
      <AuditoriaAmVista id={id} />
    </RequireAuth>
  );
}

function Titulo({ id }: { id: string }) {
  const { data } = useGetAuditoriaAmQuery(id);
  return <PageTitle>{data ? `Auditoría del paso ${data.paso} · ${data.equipo.nombre}` : 'Auditoría del paso'}</PageTitle>;
}
