import { useParams } from 'react-router-dom';
import { RequireAuth } from '@portal/shared/auth';
import { EstandarCil } from '../features/cil/EstandarCil';

/**
 * /cil/maquinas/:id/estandar — a machine's CIL standard (issue 26 §1). Anyone signed in reads it; an Admin or a
 * Jefe de area defines its points and picture (the API answers `puedeEditar` and refuses the others' changes).
 */
export default function EstandarCilPage() {
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      <EstandarCil maquinaId={id} />
    </RequireAuth>
  );
}
