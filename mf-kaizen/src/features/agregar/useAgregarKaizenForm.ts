import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@portal/shared/data-access';
import { AGREGAR_KAIZEN_DESDE_TARJETA, KAIZEN_ERROR_IDS, ROUTES, crearKaizenSchema, type KaizenTarjetaPar } from '@portal/shared/domain';
import { useConfirmarSalida, useNotify } from '@portal/shared/ui';
import { useCrearKaizenMutation } from '../kaizen/kaizenApi';
import { AGREGAR_KAIZEN_DEFAULTS, mismaTarjeta, tarjetaDeUrl, toPayload, type AgregarKaizenValues } from './agregarKaizenCampos';
import { useVerificarTarjeta } from './useTarjetasOrigen';

const resolver = zodResolver(crearKaizenSchema) as unknown as Resolver<AgregarKaizenValues>;
export const SALIDA_TITULO_KAIZEN = '¿Descartar el Quick Kaizen sin guardar?';

/**
 * Add-Kaizen form: react-hook-form checked by `crearKaizenSchema` (so nothing is sent without a source
 * card: the form says MSG.preTarjetaRequerida). Each source card is checked against the server as it is
 * added; the first one fills an empty Máquina. `?color=Roja&numero=12` (a card's 'Crear Quick Kaizen')
 * starts the form with that card and its machine. Success names the Kaizen and goes to /kaizen; a server
 * failure is kept in `serverError` (AGREGAR_KAIZEN_ERROR).
 */
export function useAgregarKaizenForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notify = useNotify();
  const [crearKaizen, crear] = useCrearKaizenMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<AgregarKaizenValues>({ resolver, defaultValues: AGREGAR_KAIZEN_DEFAULTS, mode: 'onTouched' });
  const tarjetas = form.watch('preTarjeta');
  const origen = useVerificarTarjeta();
  const salida = useConfirmarSalida({ cambios: form.formState.isDirty, navegacion: true, titulo: SALIDA_TITULO_KAIZEN });

  /** Adds a checked card (a card already listed is kept once); true when it is in the list. */
  const agregarTarjeta = async (par: { color: string; numero: string | number }, opciones: { prellenado?: boolean } = {}): Promise<boolean> => {
    const hallada = await origen.verificar(par);
    if (!hallada) return false;
    const actuales = form.getValues('preTarjeta');
    if (actuales.some((p) => mismaTarjeta(p, hallada.par))) return true;
    const maquina = form.getValues('maquina') || hallada.tarjeta.maquina;
    if (opciones.prellenado) {
      // The card the form was opened for is its starting point, not a change to confirm on leaving.
      form.reset({ ...form.getValues(), preTarjeta: [...actuales, hallada.par], maquina }, { keepDirtyValues: true });
    } else {
      form.setValue('preTarjeta', [...actuales, hallada.par], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      if (!form.getValues('maquina')) form.setValue('maquina', maquina, { shouldDirty: true });
    }
    return true;
  };

  const quitarTarjeta = (par: KaizenTarjetaPar) =>
    form.setValue(
      'preTarjeta',
      form.getValues('preTarjeta').filter((p) => !mismaTarjeta(p, par)),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );

  // Once, from the URL the form was opened with.
  const agregarRef = useRef(agregarTarjeta);
  agregarRef.current = agregarTarjeta;
  const prellenada = useRef(false);
  useEffect(() => {
    if (prellenada.current) return;
    prellenada.current = true;
    const desde = tarjetaDeUrl(params, AGREGAR_KAIZEN_DESDE_TARJETA);
    if (desde) void agregarRef.current(desde, { prellenado: true });
  }, [params]);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const creado = await crearKaizen(toPayload(values)).unwrap();
      salida.liberar();
      notify.success(`Quick Kaizen N°${creado.numero} creado`);
      navigate(ROUTES.kaizen);
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return {
    form,
    tarjetas,
    agregarTarjeta,
    quitarTarjeta,
    verificando: origen.verificando,
    tarjetaError: origen.error,
    limpiarTarjetaError: origen.limpiarError,
    onSubmit,
    serverError: serverError ? { id: KAIZEN_ERROR_IDS.agregar, message: serverError } : null,
    clearServerError: () => setServerError(null),
    isSubmitting: crear.isLoading,
    /** The leave confirmation: render it once. */
    dialogoSalida: salida.dialogo,
  };
}
