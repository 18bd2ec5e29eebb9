import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ACCIONES_DETALLE, type AccionDetalle, type Tarjeta } from '@portal/shared/domain';
import type { Opcion } from './opciones';

const opcionDe = (accion: AccionDetalle, t: Pick<Tarjeta, 'planificacion'>): Opcion =>
  accion === 'cerrar' ? 'cerrar' : t.planificacion ? 'editarPlanificacion' : 'planificar';

/**
 * `/tarjeta/:id?accion=planificar|cerrar` (the Bandeja's one tap): opens that dialog once the card is shown, if the
 * card and the role allow it (else the detail alone), and drops the parameter so Back or a reload do not reopen it.
 */
export function useAccionDeEnlace(tarjeta: Tarjeta | undefined, opciones: readonly Opcion[] | undefined, abrir: (o: Opcion) => void): void {
  const [params, setParams] = useSearchParams();
  const accion = params.get('accion');
  useEffect(() => {
    if (!tarjeta || !opciones || !accion) return;
    const opcion = (ACCIONES_DETALLE as readonly string[]).includes(accion) ? opcionDe(accion as AccionDetalle, tarjeta) : undefined;
    if (opcion && opciones.includes(opcion)) abrir(opcion);
    setParams(
      (p) => {
        p.delete('accion');
        return p;
      },
      { replace: true },
    );
  }, [tarjeta, opciones, accion, abrir, setParams]);
}
