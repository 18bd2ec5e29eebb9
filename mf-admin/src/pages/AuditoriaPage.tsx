import { useState } from 'react';
import { Paper } from '@mui/material';
import { RequireAuth, RequireCapability, useAuth } from '@portal/shared/auth';
import { getErrorMessage } from '@portal/shared/data-access';
import { ErrorAlert, PageTitle } from '@portal/shared/ui';
import { AuditoriaFiltros } from '../features/auditoria/AuditoriaFiltros';
import { AuditoriaTabla } from '../features/auditoria/AuditoriaTabla';
import { useGetAuditoriaQuery } from '../features/auditoria/auditoriaApi';
import { exportarAuditoria } from '../features/auditoria/exportarAuditoria';
import { useAuditoriaFiltros } from '../features/auditoria/useAuditoriaFiltros';
import { useGetUsersQuery } from '../features/users/usersApi';
import { SeccionesAdmin } from '../features/secciones/SeccionesAdmin';

function AuditoriaContent() {
  const filtros = useAuditoriaFiltros();
  const { token } = useAuth();
  const { data: usuarios = [] } = useGetUsersQuery();
  const { data: pagina, error, isFetching } = useGetAuditoriaQuery({ ...filtros.aplicados, ...filtros.paginacion });
  const [exportando, setExportando] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportar = async () => {
    setExportError(null);
    setExportando(true);
    try {
      await exportarAuditoria(filtros.aplicados, token);
    } catch (e) {
      setExportError(e instanceof Error ? e.message : getErrorMessage(e));
    } finally {
      setExportando(false);
    }
  };

  return (
    <Paper sx={{ p: 2 }}>
      <AuditoriaFiltros filtros={filtros} usuarios={usuarios} onExportar={exportar} exportando={exportando} />
      <ErrorAlert message={exportError} onClose={() => setExportError(null)} />
      <ErrorAlert message={error ? getErrorMessage(error) : null} />
      <AuditoriaTabla pagina={pagina} cargando={isFetching} paginacion={filtros.paginacion} onPaginacion={filtros.setPaginacion} />
    </Paper>
  );
}

/** /admin/auditoria — who changed what and when (Admin: 'auditoria.view'). */
export default function AuditoriaPage() {
  return (
    <RequireAuth>
      <SeccionesAdmin />
      <PageTitle>Auditoría</PageTitle>
      <RequireCapability capability="auditoria.view">
        <AuditoriaContent />
      </RequireCapability>
    </RequireAuth>
  );
}
