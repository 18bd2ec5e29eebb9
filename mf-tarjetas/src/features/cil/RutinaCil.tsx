import { useMemo, useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from '@portal/shared/auth';
import { api, enviarEjecucionCil, sessionExpired, tagsTrasEjecucionCil, useGetCamposQuery, type EnvioEjecucionCil } from '@portal/shared/data-access';
import {
  CIL_LIMITES,
  estandarCilPath,
  MSG,
  plural,
  ROUTES,
  rutinaCilPath,
  TIPO_PUNTO_CIL_NOMBRE,
  type PuntoCilEstado,
  type RutinaCil as Rutina,
} from '@portal/shared/domain';
import { encolarEjecucionCil } from '@portal/shared/offline';
import { BusyButton, FormErrorAlert, useNotify } from '@portal/shared/ui';
import { AVISO_SIN_CONEXION_RUTINA, AvisoSinConexion } from '../agregar/GuardadaSinConexion';
import { DiagramaMaquina, type MarcaDiagrama } from './DiagramaMaquina';
import { PuntoRutina } from './PuntoRutina';
import { useRutinaEnCurso } from './useRutinaEnCurso';

const COLOR_MARCA = { ok: 'success', no_ok: 'error', no_realizado: 'grey' } as const;

/** The card's text when raised from a point: which point, what the standard says, what was found. */
export const descripcionDeTarjeta = (p: PuntoCilEstado, comentario: string): string =>
  [`CIL punto ${p.numero} (${TIPO_PUNTO_CIL_NOMBRE[p.tipo]}): ${p.tarea}.`, p.estandar && `Estándar: ${p.estandar}.`, comentario.trim()]
    .filter(Boolean)
    .join(' ');

/**
 * A machine's CIL routine on the phone (issue 26 §1): each point OK, No OK (what was found, a photo, a card in one tap)
 * or No realizado (why), then 'Terminar rutina' with the time it took. Answers live on the device until sent; without
 * a connection the finished run waits in Pendientes de envío and goes by itself, once, with its Idempotency-Key.
 */
export function RutinaCil({ rutina }: { rutina: Rutina }) {
  const { user, token } = useAuth();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const notify = useNotify();
  const maquina = useMemo(() => ({ id: rutina.maquinaId, nombre: rutina.maquina }), [rutina.maquinaId, rutina.maquina]);
  const { borrador, cargado, responder, actual, descartar } = useRutinaEnCurso(user?._id, maquina);
  const { data: campos } = useGetCamposQuery();
  const [minutos, setMinutos] = useState<string | null>(null);
  const [faltanMotivos, setFaltanMotivos] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const resultados = borrador?.resultados ?? {};
  const respondidos = rutina.puntos.filter((p) => resultados[p._id]).length;
  const porHacer = rutina.puntos.filter((p) => p.estado !== 'hecho').length;
  const medidos = borrador ? Math.max(1, Math.round((Date.now() - Date.parse(borrador.iniciadaEn)) / 60_000)) : 0;
  const marcas: MarcaDiagrama[] = rutina.puntos
    .filter((p) => p.marcador)
    .map((p) => ({ numero: p.numero, x: p.marcador!.x, y: p.marcador!.y, color: resultados[p._id] ? COLOR_MARCA[resultados[p._id].resultado] : 'primary' }));
  const partes = campos?.find((c) => c.name === 'maquina' && c._id === rutina.maquinaId)?.parteMaquina ?? [];

  const levantarTarjeta = async (p: PuntoCilEstado, comentario: string) => {
    // The form reads the point's photo from the stored draft: what was written is saved first.
    await responder(p._id, { comentario });
    const params = new URLSearchParams({
      maquina: rutina.maquinaId,
      descripcion: descripcionDeTarjeta(p, comentario),
      cil: p._id,
      volver: rutinaCilPath(rutina.maquinaId),
    });
    // A free-typed part that is not one of the machine's configured parts is left for the user to pick.
    if (partes.includes(p.parte)) params.set('parte', p.parte);
    navigate(`${ROUTES.agregarTarjeta}?${params.toString()}`);
  };

  const terminar = async () => {
    // What the last field's blur is still writing counts.
    const enCurso = await actual();
    if (!enCurso || !user) return;
    const resultados = enCurso.resultados;
    setError(null);
    const lista = rutina.puntos.filter((p) => resultados[p._id]);
    if (lista.some((p) => resultados[p._id].resultado === 'no_realizado' && !resultados[p._id].motivo.trim())) {
      setFaltanMotivos(true);
      return setError(MSG.cilMotivoRequerido);
    }
    const min = Number(minutos ?? medidos);
    if (!Number.isInteger(min) || min < 0 || min > CIL_LIMITES.minutosRutina) return setError(MSG.cilMinutosRutinaInvalidos);
    const envio: EnvioEjecucionCil = {
      key: enCurso.key,
      maquinaId: rutina.maquinaId,
      maquina: rutina.maquina,
      iniciadaEn: enCurso.iniciadaEn,
      terminadaEn: new Date().toISOString(),
      minutos: min,
      resultados: lista.map((p) => {
        const r = resultados[p._id];
        return {
          punto: p._id,
          resultado: r.resultado,
          comentario: r.resultado === 'no_ok' ? r.comentario.trim() : '',
          motivo: r.resultado === 'no_realizado' ? r.motivo.trim() : '',
          tarjetaKey: r.resultado === 'no_ok' ? (r.tarjetaKey ?? null) : null,
          ...(r.resultado === 'no_ok' && r.foto ? { foto: r.foto } : {}),
        };
      }),
    };
    setEnviando(true);
    try {
      const resultado = await enviarEjecucionCil(envio, { token });
      if (resultado.ok) {
        await descartar();
        dispatch(api.util.invalidateTags(tagsTrasEjecucionCil([rutina.maquinaId])));
        notify.success(`Rutina CIL de ${rutina.maquina} registrada`);
        navigate(ROUTES.cil);
      } else if (resultado.tipo === 'red') {
        await encolarEjecucionCil(envio, user._id);
        await descartar();
        notify.info('Sin conexión: la rutina quedó en el dispositivo y se enviará sola');
        navigate(ROUTES.pendientes);
      } else if (resultado.tipo === 'sesion') {
        // The answers stay on the device: the login comes back here.
        dispatch(sessionExpired());
      } else setError(resultado.msg);
    } catch {
      setError(MSG.sinConexionNoGuardada);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <AvisoSinConexion anunciar texto={AVISO_SIN_CONEXION_RUTINA} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ flexGrow: 1 }} aria-live="polite">
          {rutina.equipo ? `${rutina.equipo} · ` : ''}
          {plural(rutina.puntos.length, 'punto', 'puntos')} · {porHacer} por hacer{borrador ? ` · ${respondidos} registrados` : ''}
        </Typography>
        {rutina.puedeEditar ? (
          <Button component={RouterLink} to={estandarCilPath(rutina.maquinaId)} variant="outlined" sx={{ minHeight: 44 }}>
            Editar estándar
          </Button>
        ) : null}
      </Box>
      {rutina.imagen ? <DiagramaMaquina imagen={rutina.imagen} maquina={rutina.maquina} marcas={marcas} /> : null}
      {!rutina.puntos.length ? (
        <Alert severity="info">Esta máquina todavía no tiene puntos CIL.</Alert>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Puntos de la rutina">
          {rutina.puntos.map((p) => (
            <PuntoRutina
              key={p._id}
              punto={p}
              respuesta={resultados[p._id]}
              onResponder={(cambio) => void responder(p._id, cambio)}
              onLevantarTarjeta={(comentario) => void levantarTarjeta(p, comentario)}
              faltaMotivo={faltanMotivos && resultados[p._id]?.resultado === 'no_realizado' && !resultados[p._id].motivo.trim()}
            />
          ))}
        </Stack>
      )}
      {cargado && borrador ? (
        <Stack spacing={2} component="section" aria-label="Terminar la rutina">
          <TextField
            label="Tiempo de la rutina (minutos)"
            type="number"
            value={minutos ?? String(medidos)}
            onChange={(e) => setMinutos(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: CIL_LIMITES.minutosRutina, inputMode: 'numeric' } }}
            sx={{ maxWidth: 260 }}
          />
          <FormErrorAlert message={error ?? undefined} errorId="rutina-cil-error" onClose={() => setError(null)} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <BusyButton variant="contained" size="large" busy={enviando} onClick={() => void terminar()} sx={{ minHeight: 48, flexGrow: { xs: 1, sm: 0 } }}>
              Terminar rutina ({respondidos} de {rutina.puntos.length})
            </BusyButton>
            <Button color="inherit" onClick={() => void descartar()} sx={{ minHeight: 48 }}>
              Descartar respuestas
            </Button>
          </Box>
        </Stack>
      ) : null}
    </Stack>
  );
}
