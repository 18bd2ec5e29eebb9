import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@portal/shared/data-access';
import { AGREGAR_KAIZEN_DESDE_TARJETA, KAIZEN_ERROR_IDS, crearKaizenSchema, detallePath, type KaizenTarjetaPar, type Tarjeta } from '@portal/shared/domain';
import { useConfirmarSalida, useNotify } from '@portal/shared/ui';
import { useCrearKaizenMutation, useLazyTarjetaPorIdQuery } from '../kaizen/kaizenApi';
import {
  AGREGAR_KAIZEN_DEFAULTS,
  idsDeUrl,
  mismaTarjeta,
  tarjetaDeUrl,
  tarjetasNoEncontradas,
  toPayload,
  type AgregarKaizenValues,
} from './agregarKaizenCampos';
import { useVerificarTarjeta } from './useTarjetasOrigen';

const resolver = zodResolver(crearKaizenSchema) as unknown as Resolver<AgregarKaizenValues>;
export const SALIDA_TITULO_KAIZEN = '¿Descartar el Quick Kaizen sin guardar?';

/**
 * Add-Kaizen form: react-hook-form checked by `crearKaizenSchema` (so nothing is sent without a source
 * card: the form says MSG.preTarjetaRequerida). Source cards are chosen from a search (they exist); the
 * first one fills an empty Máquina. `?tarjetas=<id>,<id>` (the card list's 'Crear Quick Kaizen con N
 * tarjetas') or `?color=Roja&numero=12` (a card's 'Crear Quick Kaizen') starts the form with those cards.
 * Success names the Kaizen and opens it (its PDCA comes next); a server failure is kept in `serverError`
 * (AGREGAR_KAIZEN_ERROR).
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
  const [porId] = useLazyTarjetaPorIdQuery();
  const [cargando, setCargando] = useState(false);
  const [errorUrl, setErrorUrl] = useState<string | null>(null);
  const salida = useConfirmarSalida({ cambios: form.formState.isDirty, navegacion: true, titulo: SALIDA_TITULO_KAIZEN });

  /** Adds a card known to exist (a card already listed is kept once); the first one fills an empty Máquina. */
  const sumar = (tarjeta: Pick<Tarjeta, 'color' | 'numero' | 'maquina'>, opciones: { prellenado?: boolean } = {}) => {
    const actuales = form.getValues('preTarjeta');
    const par = { color: tarjeta.color, numero: tarjeta.numero };
    if (actuales.some((p) => mismaTarjeta(p, par))) return;
    const maquina = form.getValues('maquina') || tarjeta.maquina;
    if (opciones.prellenado) {
      // The cards the form was opened for are its starting point, not a change to confirm on leaving.
      form.reset({ ...form.getValues(), preTarjeta: [...actuales, par], maquina }, { keepDirtyValues: true });
    } else {
      form.setValue('preTarjeta', [...actuales, par], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      if (!form.getValues('maquina')) form.setValue('maquina', maquina, { shouldDirty: true });
    }
  };

  const quitarTarjeta = (par: KaizenTarjetaPar) =>
    form.setValue(
      'preTarjeta',
      form.getValues('preTarjeta').filter((p) => !mismaTarjeta(p, par)),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );

  // Once, from the URL the form was opened with: `?tarjetas=<id>,<id>` (the list's selection) or
  // `?color=Roja&numero=12` (a card's 'Crear Quick Kaizen').
  const sumarRef = useRef(sumar);
  sumarRef.current = sumar;
  const prellenada = useRef(false);
  useEffect(() => {
    if (prellenada.current) return;
    prellenada.current = true;
    const ids = idsDeUrl(params);
    if (ids.length) {
      setCargando(true);
      void Promise.all(
        ids.map((id) =>
          porId(id, true)
            .unwrap()
            .then(
              (t) => t,
              () => null,
            ),
        ),
      ).then((halladas) => {
        for (const t of halladas) if (t) sumarRef.current(t, { prellenado: true });
        const faltan = halladas.filter((t) => !t).length;
        setErrorUrl(faltan ? tarjetasNoEncontradas(faltan) : null);
        setCargando(false);
      });
      return;
    }
    const desde = tarjetaDeUrl(params, AGREGAR_KAIZEN_DESDE_TARJETA);
    if (desde) {
      setCargando(true);
      void origen.verificar(desde).then((hallada) => {
        if (hallada) sumarRef.current(hallada.tarjeta, { prellenado: true });
        setCargando(false);
      });
    }
  }, [params]);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const creado = await crearKaizen(toPayload(values)).unwrap();
      salida.liberar();
      notify.success(`Quick Kaizen N°${creado.numero} creado`);
      // Straight to the new Kaizen: its PDCA is the next thing to do.
      navigate(detallePath(creado._id));
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return {
    form,
    tarjetas,
    elegirTarjeta: (t: Tarjeta) => {
      setErrorUrl(null);
      origen.limpiarError();
      sumar(t);
    },
    quitarTarjeta,
    cargandoTarjetas: cargando,
    tarjetaError: origen.error ?? errorUrl,
    onSubmit,
    serverError: serverError ? { id: KAIZEN_ERROR_IDS.agregar, message: serverError } : null,
    clearServerError: () => setServerError(null),
    isSubmitting: crear.isLoading,
    /** The leave confirmation: render it once. */
    dialogoSalida: salida.dialogo,
  };
}
