import { useEffect, useRef } from 'react';
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
  // Once per card: a save changes the card (a planned card offers 'Editar planificación'), and a parameter still in
  // the address then must not open the dialog the user just saved and closed.
  const atendida = useRef<string | null>(null);
  useEffect(() => {
    if (!tarjeta || !opciones || !accion) return;
    if (atendida.current !== tarjeta._id) {
      atendida.current = tarjeta._id;
      const opcion = (ACCIONES_DETALLE as readonly string[]).includes(accion) ? opcionDe(accion as AccionDetalle, tarjeta) : undefined;
      if (opcion && opciones.includes(opcion)) abrir(opcion);
    }
    setParams(
      (p) => {
        p.delete('accion');
        return p;
      },
      { replace: true },
    );
  }, [tarjeta, opciones, accion, abrir, setParams]);
}
