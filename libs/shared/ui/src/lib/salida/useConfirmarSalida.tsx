import { useCallback, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router-dom';
import { ROUTES } from '@portal/shared/domain';
import { ConfirmarSalidaDialog } from './ConfirmarSalidaDialog';

export const SALIDA_TITULO_TARJETA = '¿Descartar la tarjeta sin guardar?';
export const SALIDA_TITULO_CAMBIOS = '¿Descartar los cambios sin guardar?';
export const SALIDA_MENSAJE = 'Lo que escribió se perderá.';

export interface ConfirmarSalidaOptions {
  /** The form has unsaved changes (react-hook-form's `isDirty`). */
  cambios: boolean;
  /** Also ask before in-app navigation (react-router `useBlocker`) and before closing or reloading the tab. */
  navegacion?: boolean;
  titulo?: string;
  mensaje?: string;
  /** Runs when the user chooses 'Descartar', before leaving (e.g. clear the form's draft). */
  onDescartar?: () => void;
}

export interface ConfirmarSalida {
  /** Runs `accion` at once without changes; with changes, only after the user chooses 'Descartar'. */
  confirmar: (accion: () => void) => void;
  /** Lets the next navigation through without asking: call it after a successful save. */
  liberar: () => void;
  /** The confirmation dialog (and the navigation guard): render it once, inside the form's page. */
  dialogo: ReactNode;
}

interface Pendiente {
  seguir: () => void;
  cancelar?: () => void;
}

/** Asks before a link or Back leaves the page. Rendered only under a data router (useBlocker needs one). */
function BloqueoNavegacion({ liberado, onBloqueo }: { liberado: RefObject<boolean>; onBloqueo: (p: Pendiente) => void }) {
  const debeBloquear = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => !liberado.current && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== ROUTES.login,
    [liberado],
  );
  const blocker = useBlocker(debeBloquear);
  const avisar = useRef(onBloqueo);
  avisar.current = onBloqueo;
  useEffect(() => {
    if (blocker.state === 'blocked') avisar.current({ seguir: blocker.proceed, cancelar: blocker.reset });
  }, [blocker]);
  return null;
}

/**
 * Asks '¿Descartar … sin guardar?' ('Seguir editando' / 'Descartar') before unsaved changes are
 * lost: by a dialog's Cancelar, Escape or backdrop (`confirmar(onClose)`) and, with `navegacion`,
 * by an in-app link, Back, or closing/reloading the tab (the browser's own prompt).
 */
export function useConfirmarSalida({
  cambios,
  navegacion = false,
  titulo = SALIDA_TITULO_CAMBIOS,
  mensaje = SALIDA_MENSAJE,
  onDescartar,
}: ConfirmarSalidaOptions): ConfirmarSalida {
  const [pendiente, setPendiente] = useState<Pendiente | null>(null);
  const liberado = useRef(false);
  const cambiosRef = useRef(cambios);
  cambiosRef.current = cambios;
  const descartar = useRef(onDescartar);
  descartar.current = onDescartar;
  const dataRouter = useContext(UNSAFE_DataRouterContext) !== null;

  useEffect(() => {
    if (!navegacion || !cambios) return;
    const antesDeSalir = (event: BeforeUnloadEvent) => {
      if (liberado.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', antesDeSalir);
    return () => window.removeEventListener('beforeunload', antesDeSalir);
  }, [navegacion, cambios]);

  const confirmar = useCallback((accion: () => void) => {
    if (!cambiosRef.current || liberado.current) accion();
    else setPendiente({ seguir: accion });
  }, []);
  const liberar = useCallback(() => {
    liberado.current = true;
  }, []);

  const dialogo = (
    <>
      {navegacion && cambios && dataRouter ? <BloqueoNavegacion liberado={liberado} onBloqueo={setPendiente} /> : null}
      <ConfirmarSalidaDialog
        open={pendiente !== null}
        titulo={titulo}
        mensaje={mensaje}
        onSeguir={() => {
          pendiente?.cancelar?.();
          setPendiente(null);
        }}
        onDescartar={() => {
          descartar.current?.();
          setPendiente(null);
          pendiente?.seguir();
        }}
      />
    </>
  );
  return { confirmar, liberar, dialogo };
}
