import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api, enviarTarjeta, sessionExpired, tagsDeEvento, useGetCamposQuery } from '@portal/shared/data-access';
import { useAuth } from '@portal/shared/auth';
import { MSG, ROUTES, crearTarjetaAmarillaSchema, crearTarjetaSchema, familiasPara } from '@portal/shared/domain';
import { SALIDA_TITULO_TARJETA, useConfirmarSalida, useFormDraft, useNotify } from '@portal/shared/ui';
import { useGetSiguienteNumeroQuery } from '../tarjetas/tarjetasApi';
import { AGREGAR_TARJETA_AMARILLA_ERROR, AGREGAR_TARJETA_DEFAULTS, AGREGAR_TARJETA_ERROR, toPayload, type AgregarTarjetaValues } from './agregarTarjetaCampos';
import { guardarSinConexion, quitarPendiente } from './sinConexion';
import { useEnvio } from './useEnvio';
import { useMismoProblema } from './useMismoProblema';
import { useEtiquetaMaquina } from './useEtiquetaMaquina';
import { useOrigenCil } from './useOrigenCil';
import { useTarjetaPendiente } from './useTarjetaPendiente';
import { leerVolver } from './volver';

const resolverNormal = zodResolver(crearTarjetaSchema) as unknown as Resolver<AgregarTarjetaValues>;
const resolverAmarilla = zodResolver(crearTarjetaAmarillaSchema) as unknown as Resolver<AgregarTarjetaValues>;

/**
 * The API's schema of the chosen colour validates the form (yellow cards have their own). With no colour yet
 * the non-yellow one reports the colour and every other missing field in the same pass.
 */
const agregarTarjetaResolver: Resolver<AgregarTarjetaValues> = (values, context, options) =>
  (values.color === 'Amarilla' ? resolverAmarilla : resolverNormal)(values, context, options);

export interface AgregarTarjetaFormProps {
  /** The card was kept in the device's queue (no connection). */
  onGuardadaSinConexion: () => void;
  /** Whether `?pendiente=` reopens its queued card (not in the form 'Agregar otra' starts after it). */
  reabrirPendiente: boolean;
}

export interface ServerError {
  id: typeof AGREGAR_TARJETA_ERROR | typeof AGREGAR_TARJETA_AMARILLA_ERROR;
  message: string;
}

/**
 * Add-card form: react-hook-form checked by `crearTarjetaSchema` / `crearTarjetaAmarillaSchema`
 * (so nothing is sent while Detectó is empty). Detectó starts with the user's name; changing the
 * machine clears the part and brings its Equipo autónomo (unless the user chose one); a family the new colour does not offer is cleared. A machine's QR label
 * pre-fills Máquina/Parte; `?pendiente=` reopens a queued card. The card and its photo are sent in one
 * step by `enviarTarjeta` (yellow cards to POST /tarjetas/amarilla). Success names the card in the
 * snackbar and goes to /tarjetas (or back to the step audit it was raised from, `?volver=`); a failure is kept in `serverError`; no connection hands the card to
 * the offline queue and calls `onGuardadaSinConexion` (the page stays: /tarjetas cannot load offline). The duplicate
 * warning's 'Es el mismo problema' comments on the open card instead (`useMismoProblema`).
 */
export function useAgregarTarjetaForm({ onGuardadaSinConexion, reabrirPendiente }: AgregarTarjetaFormProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A card raised from a step audit goes back to the audit once saved.
  const volver = leerVolver(searchParams);
  const dispatch = useDispatch();
  const { user, token } = useAuth();
  const notify = useNotify();
  const envio = useEnvio();
  const [enviando, setEnviando] = useState(false);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const form = useForm<AgregarTarjetaValues>({
    resolver: agregarTarjetaResolver,
    defaultValues: AGREGAR_TARJETA_DEFAULTS,
    mode: 'onTouched',
  });
  const color = form.watch('color');
  const maquina = form.watch('maquina');
  const siguiente = useGetSiguienteNumeroQuery(color || 'Roja', { skip: !color });
  // The draft survives an expired session or a reload; restored once the selects have their options.
  const campos = useGetCamposQuery();
  const borrador = useFormDraft(form, 'agregar', { userId: user?._id, ready: campos.isSuccess });
  const salida = useConfirmarSalida({ cambios: form.formState.isDirty, navegacion: true, titulo: SALIDA_TITULO_TARJETA, onDescartar: borrador.clear });
  const listo = campos.isSuccess && Boolean(user);
  const avisosEtiqueta = useEtiquetaMaquina(form, campos.data, listo);
  const avisoPendiente = useTarjetaPendiente(form, listo && reabrirPendiente, envio.cargar);
  const cil = useOrigenCil(envio, user?._id);

  useEffect(() => {
    if (user && !form.getValues('detecto')) form.setValue('detecto', user.name);
  }, [user, form]);

  // Only the user's change of machine clears the part (a restored draft sets both).
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (name === 'maquina' && type === 'change') form.setValue('parteMaquina', '');
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // The machine's Equipo autónomo (set by an Admin in Campos) fills the field, unless the user chose one.
  const equipoDeMaquina = campos.data?.find((c) => c.name === 'maquina' && c.value === maquina)?.equipo;
  useEffect(() => {
    if (equipoDeMaquina && !form.getFieldState('equipo').isDirty) form.setValue('equipo', equipoDeMaquina);
  }, [equipoDeMaquina, form]);

  useEffect(() => {
    const familia = form.getValues('familia');
    if (color && familia && !(familiasPara(color) as readonly string[]).includes(familia)) form.setValue('familia', '');
  }, [color, form]);

  const olvidar = () => {
    borrador.clear();
    salida.liberar();
    envio.terminar();
  };
  const mismoProblema = useMismoProblema({ form, foto: envio.foto, olvidar });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const amarilla = values.color === 'Amarilla';
    const fallar = (message: string) => setServerError({ id: amarilla ? AGREGAR_TARJETA_AMARILLA_ERROR : AGREGAR_TARJETA_ERROR, message });
    const payload = toPayload(values, siguiente.currentData?.numero ?? 0);
    const datos = envio.armar(amarilla, payload);
    setEnviando(true);
    try {
      const resultado = await enviarTarjeta(datos, { token, onImagenSubida: (url) => envio.subio(datos, url) });
      if (resultado.ok) {
        if (envio.pendiente) await quitarPendiente(envio.pendiente);
        await cil.vincular(datos.key);
        dispatch(api.util.invalidateTags(tagsDeEvento({ tipo: 'tarjeta.creada', id: resultado.tarjeta._id })));
        olvidar();
        notify.success(`Tarjeta ${resultado.tarjeta.color} N°${resultado.tarjeta.numero} creada`);
        navigate(volver ?? ROUTES.tarjetas);
      } else if (resultado.tipo === 'red') {
        if (!user || !(await guardarSinConexion(datos, user._id))) return fallar(MSG.sinConexionNoGuardada);
        await cil.vincular(datos.key);
        olvidar();
        // Raised from a routine: back to its next point; the card goes with the routine once there is a connection.
        if (cil.origen && volver) {
          notify.info('Sin conexión: la tarjeta quedó en el dispositivo y se enviará sola');
          navigate(volver);
        } else onGuardadaSinConexion();
      } else if (resultado.tipo === 'sesion') {
        // The login comes back here: the draft (not the photo) is still there.
        dispatch(sessionExpired());
      } else fallar(resultado.msg);
    } finally {
      setEnviando(false);
    }
  });

  return {
    form,
    color,
    maquina,
    siguienteNumero: color ? siguiente.currentData?.numero : undefined,
    onSubmit,
    serverError,
    clearServerError: () => setServerError(null),
    isSubmitting: enviando,
    foto: envio.foto,
    setFoto: envio.setFoto,
    /** Messages about the QR label (a machine or part that no longer exists) or a queued card not found. */
    avisos: avisoPendiente ? [...avisosEtiqueta, avisoPendiente] : avisosEtiqueta,
    /** Lets a link leave without the discard question: the draft stays for the way back. */
    salirConBorrador: salida.liberar,
    showDetecto: Boolean(user),
    /** The 'Descartar la tarjeta sin guardar?' confirmation: render it once. */
    dialogoSalida: salida.dialogo,
    /** 'Es el mismo problema': the description as a comment on an open card instead of a new card. */
    mismoProblema,
  };
}
