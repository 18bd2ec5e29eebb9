import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { EnvioTarjeta } from '@portal/shared/data-access';
import { MSG } from '@portal/shared/domain';
import { fromPayload, type AgregarTarjetaValues } from './agregarTarjetaCampos';
import { cargarPendiente } from './sinConexion';

/**
 * `/agregartarjeta?pendiente=<key>`: the queued card fills the form (once the options are loaded) and `onCargada`
 * receives it (photo, key); a card no longer on the device is reported in the answer.
 */
export function useTarjetaPendiente(form: UseFormReturn<AgregarTarjetaValues>, listo: boolean, onCargada: (envio: EnvioTarjeta) => void): string | null {
  const [searchParams] = useSearchParams();
  const key = searchParams.get('pendiente')?.trim();
  const [aviso, setAviso] = useState<string | null>(null);
  const cargada = useRef(onCargada);
  cargada.current = onCargada;
  const pedida = useRef<string | null>(null);

  useEffect(() => {
    if (!listo || !key || pedida.current === key) return;
    pedida.current = key;
    let vigente = true;
    void cargarPendiente(key).then((envio) => {
      if (!vigente) return;
      if (!envio) return setAviso(MSG.pendienteNoEncontrado);
      // keepDefaultValues: the reopened card counts as unsaved (leaving asks first).
      form.reset(fromPayload(envio.payload), { keepDefaultValues: true });
      cargada.current(envio);
    });
    return () => {
      vigente = false;
      pedida.current = null;
    };
  }, [listo, key, form]);

  return aviso;
}
