import { useEffect } from 'react';
import { useGetAuthConfigQuery, useLogout } from '@portal/shared/auth';
import { sinUsoDemasiado, USO_INTERVALO_MS } from '@portal/shared/domain';
import { anotarUso, esPcCompartida, olvidarUso, ultimoUso } from './pcCompartida';

/** How often a shared PC checks its idle time. */
export const REVISION_MS = 30_000;
const EVENTOS_DE_USO = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * On a 'PC compartida' (chosen at the login), signs out after the configured idle minutes: at once when the tab
 * opens on an old session, else when no tab of this browser was used for that long. Phones and personal PCs keep
 * their session. Renders nothing.
 */
export function CierrePorInactividad() {
  const { data: config } = useGetAuthConfigQuery();
  const logout = useLogout();
  const minutos = config?.pcCompartidaMinutos;
  useEffect(() => {
    if (!minutos || !esPcCompartida()) return;
    const caducada = () => sinUsoDemasiado(ultimoUso(), Date.now(), minutos);
    const cerrar = () => {
      olvidarUso();
      logout();
    };
    if (caducada()) {
      cerrar();
      return;
    }
    let anotado = 0;
    const uso = () => {
      const ahora = Date.now();
      if (ahora - anotado < USO_INTERVALO_MS) return;
      anotado = ahora;
      anotarUso(ahora);
    };
    uso();
    for (const e of EVENTOS_DE_USO) window.addEventListener(e, uso, { passive: true, capture: true });
    const revision = window.setInterval(() => {
      if (caducada()) cerrar();
    }, REVISION_MS);
    return () => {
      for (const e of EVENTOS_DE_USO) window.removeEventListener(e, uso, { capture: true });
      window.clearInterval(revision);
    };
  }, [minutos, logout]);
  return null;
}
