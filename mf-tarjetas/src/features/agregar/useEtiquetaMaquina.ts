import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { MSG, leerEtiquetaMaquina, type Campo } from '@portal/shared/domain';
import type { AgregarTarjetaValues } from './agregarTarjetaCampos';
import { leerDescripcion } from './volver';

/**
 * `/agregartarjeta?maquina=<campo _id>&parte=<part>` (a machine's QR label) fills Máquina and Parte once the options
 * are loaded, after the draft was restored: the label wins for these two fields only. `&descripcion=` (a card raised
 * from a step audit) fills an empty description. A machine or part that no longer
 * exists leaves its field empty and is reported in the answer (messages to show).
 */
export function useEtiquetaMaquina(form: UseFormReturn<AgregarTarjetaValues>, campos: Campo[] | undefined, listo: boolean): string[] {
  const [searchParams] = useSearchParams();
  const [avisos, setAvisos] = useState<string[]>([]);
  const hecho = useRef(false);
  // A native select shows a part only once the machine's parts are rendered: the part is set on the next commit.
  const [parteDiferida, setParteDiferida] = useState<{ maquina: string; parte: string } | null>(null);
  const maquinaActual = form.watch('maquina');

  useEffect(() => {
    if (!listo || !campos || hecho.current) return;
    hecho.current = true;
    if (searchParams.has('pendiente')) return;
    // A card raised from a step audit: its text, unless the user (or the draft) already wrote one.
    const descripcion = leerDescripcion(searchParams);
    if (descripcion && !form.getValues('descripcion').trim()) form.setValue('descripcion', descripcion, { shouldDirty: true });
    const { maquinaId, parte } = leerEtiquetaMaquina(searchParams);
    if (!maquinaId) return;
    const maquina = campos.find((c) => c.name === 'maquina' && c._id === maquinaId);
    const opciones = { shouldDirty: true } as const;
    if (!maquina) {
      form.setValue('maquina', '', opciones);
      form.setValue('parteMaquina', '', opciones);
      setAvisos([MSG.etiquetaMaquinaEliminada]);
      return;
    }
    const misma = form.getValues('maquina') === maquina.value;
    form.setValue('maquina', maquina.value, opciones);
    if (parte && maquina.parteMaquina.includes(parte)) setParteDiferida({ maquina: maquina.value, parte });
    else {
      // A draft's part of the same machine is still right; any other is not.
      if (parte || !misma) form.setValue('parteMaquina', '', opciones);
      if (parte) setAvisos([MSG.etiquetaParteEliminada]);
    }
  }, [listo, campos, searchParams, form]);

  useEffect(() => {
    if (!parteDiferida || maquinaActual !== parteDiferida.maquina) return;
    form.setValue('parteMaquina', parteDiferida.parte, { shouldDirty: true });
    setParteDiferida(null);
  }, [parteDiferida, maquinaActual, form]);

  return avisos;
}
