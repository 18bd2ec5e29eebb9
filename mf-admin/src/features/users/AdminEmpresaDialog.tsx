import { useState } from 'react';
import { getErrorMessage } from '@portal/shared/data-access';
import type { User } from '@portal/shared/domain';
import { ConfirmarDialog, useNotify } from '@portal/shared/ui';
import { useAdminEmpresaMutation } from './usersApi';

/**
 * A company Admin makes `user`'s person a company Admin (creates plants, adds people to them, compares every plant),
 * or no longer one. Either way their sessions end: they sign in again with what they may do now.
 */
export function AdminEmpresaDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const notify = useNotify();
  const [cambiar, { isLoading }] = useAdminEmpresaMutation();
  const [error, setError] = useState<string | null>(null);
  const dar = !user?.empresa;
  const cerrar = () => {
    setError(null);
    onClose();
  };
  const confirmar = async () => {
    if (!user) return;
    setError(null);
    try {
      await cambiar({ _id: user._id, adminEmpresa: dar }).unwrap();
      notify.success(dar ? `${user.name} es Admin de la empresa` : `${user.name} ya no es Admin de la empresa`);
      cerrar();
    } catch (e) {
      setError(getErrorMessage(e));
    }
  };
  return (
    <ConfirmarDialog
      open={!!user}
      id="admin-empresa"
      title={dar ? 'Hacer Admin de la empresa' : 'Quitar Admin de la empresa'}
      submitLabel={dar ? 'Hacer Admin de la empresa' : 'Quitar'}
      submitColor={dar ? 'primary' : 'error'}
      busy={isLoading}
      error={error}
      onConfirm={confirmar}
      onClose={cerrar}
    >
      {dar
        ? `¿Hacer a ${user?.name ?? ''} Admin de la empresa? Podrá crear plantas, sumar personas a ellas y comparar todas las plantas. Su sesión se cerrará y deberá ingresar de nuevo.`
        : `¿Quitar a ${user?.name ?? ''} como Admin de la empresa? Dejará de crear plantas y de ver la comparación de plantas. Su sesión se cerrará.`}
    </ConfirmarDialog>
  );
}
