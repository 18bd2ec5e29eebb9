import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RequireAuth } from '@portal/shared/auth';
import { PageTitle } from '@portal/shared/ui';
import { AgregarTarjetaForm } from '../features/agregar/AgregarTarjetaForm';
import { GuardadaSinConexion } from '../features/agregar/GuardadaSinConexion';

/**
 * /agregartarjeta — any logged-in user may report a card. A card kept on the device (offline) leaves the user here,
 * on its confirmation; 'Agregar otra' mounts a fresh form, which fills again what the portal knows (Detectó, the QR
 * label's machine); only the first form reopens a queued card (`?pendiente=`), and the URL drops it.
 */
export default function AgregarTarjetaPage() {
  const [guardada, setGuardada] = useState(false);
  const [vuelta, setVuelta] = useState(0);
  const [searchParams, setSearchParams] = useSearchParams();
  const otra = () => {
    if (searchParams.has('pendiente')) {
      const sin = new URLSearchParams(searchParams);
      sin.delete('pendiente');
      setSearchParams(sin, { replace: true });
    }
    setVuelta((n) => n + 1);
    setGuardada(false);
  };
  return (
    <RequireAuth>
      <PageTitle>Agregar Tarjeta</PageTitle>
      {guardada ? (
        <GuardadaSinConexion onOtra={otra} />
      ) : (
        <AgregarTarjetaForm key={vuelta} reabrirPendiente={vuelta === 0} onGuardadaSinConexion={() => setGuardada(true)} />
      )}
    </RequireAuth>
  );
}
