import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@portal/shared/auth';
import { ROUTES, unirConPunto, type Color } from '@portal/shared/domain';
import { quitarPendiente, usePendientes, useRutinasPendientes, type TarjetaPendiente } from '@portal/shared/offline';
import { BusyButton, ColorChip, ConfirmarEliminarDialog, PageTitle, useNotify, usePlantaTiempo } from '@portal/shared/ui';
import { PENDIENTES_TITULO } from './PendientesBadge';
import { RutinasPendientes } from './RutinasPendientes';
import { useEnviarPendientes } from './useEnviarPendientes';

export const SIN_PENDIENTES = 'No hay tarjetas pendientes de envío.';
export const SIGUE_PENDIENTE = 'Sin conexión con el portal: la tarjeta sigue pendiente';
export const editarPendientePath = (key: string) => `${ROUTES.agregarTarjeta}?pendiente=${encodeURIComponent(key)}`;

const ESTADO: Record<TarjetaPendiente['estado'], string> = { pendiente: 'Pendiente', enviando: 'Enviando…', rechazada: 'Rechazada' };

/** The photo waiting with the card (or already uploaded), small. */
function Miniatura({ foto, imagenUrl }: Pick<TarjetaPendiente, 'foto' | 'imagenUrl'>) {
  const [src, setSrc] = useState<string | undefined>(imagenUrl);
  useEffect(() => {
    if (!foto || imagenUrl) return setSrc(imagenUrl);
    const url = URL.createObjectURL(foto);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [foto, imagenUrl]);
  if (!src) return null;
  return <Box component="img" src={src} alt="Foto de la tarjeta" sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />;
}

function PendienteCard({ p, onEnviar, onDescartar, enviando }: { p: TarjetaPendiente; onEnviar: () => void; onDescartar: () => void; enviando: boolean }) {
  const navigate = useNavigate();
  const tiempo = usePlantaTiempo();
  const { payload } = p;
  const titulo = unirConPunto(payload.maquina, payload.parteMaquina);
  return (
    <Card component="li" variant="outlined" aria-label={`${payload.color}: ${titulo}`}>
      <CardContent sx={{ display: 'flex', gap: 2, pb: 1 }}>
        <Miniatura foto={p.foto} imagenUrl={p.imagenUrl} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
            <ColorChip color={payload.color as Color} />
            <Chip size="small" label={ESTADO[p.estado]} color={p.estado === 'rechazada' ? 'error' : 'default'} aria-label={`Estado: ${ESTADO[p.estado]}`} />
          </Stack>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>
            {titulo}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {payload.descripcion}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Capturada el {tiempo.fechaHora(p.creadaEn)}
          </Typography>
        </Box>
      </CardContent>
      {p.estado === 'rechazada' && p.msg ? (
        <Alert severity="error" sx={{ mx: 2 }}>
          {p.msg}
        </Alert>
      ) : null}
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <BusyButton variant="contained" busy={enviando} onClick={onEnviar} sx={{ minHeight: 44 }}>
          Enviar ahora
        </BusyButton>
        <Button variant="outlined" onClick={() => navigate(editarPendientePath(p.key))} sx={{ minHeight: 44, ml: '0 !important' }}>
          Editar
        </Button>
        <Button color="error" onClick={onDescartar} sx={{ minHeight: 44, ml: '0 !important' }}>
          Descartar
        </Button>
      </CardActions>
    </Card>
  );
}

/** The cards captured offline in this browser by the session's user, each with its state and actions. */
export function PendientesPage() {
  const { user } = useAuth();
  const { pendientes } = usePendientes(user?._id);
  const rutinas = useRutinasPendientes(user?._id);
  const enviar = useEnviarPendientes();
  const notify = useNotify();
  const [enviando, setEnviando] = useState<string | null>(null);
  const [descartar, setDescartar] = useState<TarjetaPendiente | null>(null);
  const [borrando, setBorrando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const enviarAhora = async (key: string) => {
    setEnviando(key);
    try {
      const r = await enviar(key);
      if (r && !r.enviadas.length && !r.rutinas.length && !r.rechazadas) notify.warning(SIGUE_PENDIENTE);
    } finally {
      setEnviando(null);
    }
  };

  const confirmarDescarte = async () => {
    if (!descartar) return;
    setBorrando(true);
    try {
      await quitarPendiente(descartar.key);
      setDescartar(null);
      notify.success('Tarjeta descartada');
    } catch {
      setError('No se pudo descartar la tarjeta');
    } finally {
      setBorrando(false);
    }
  };

  return (
    <>
      <PageTitle>{PENDIENTES_TITULO}</PageTitle>
      {pendientes.length === 0 && rutinas.length === 0 ? (
        <Typography>{SIN_PENDIENTES}</Typography>
      ) : pendientes.length ? (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 720 }} aria-label={PENDIENTES_TITULO}>
          {pendientes.map((p) => (
            <PendienteCard key={p.key} p={p} enviando={enviando === p.key} onEnviar={() => void enviarAhora(p.key)} onDescartar={() => setDescartar(p)} />
          ))}
        </Stack>
      ) : null}
      <RutinasPendientes rutinas={rutinas} enviando={enviando} onEnviar={(key) => void enviarAhora(key)} />
      <ConfirmarEliminarDialog
        open={descartar !== null}
        id="descartar-pendiente"
        title="Descartar la tarjeta"
        busy={borrando}
        error={error}
        onConfirm={() => void confirmarDescarte()}
        onClose={() => {
          setDescartar(null);
          setError(null);
        }}
      >
        ¿Descartar la tarjeta pendiente «{descartar?.payload.descripcion}»? No se enviará al portal y no se puede recuperar.
      </ConfirmarEliminarDialog>
    </>
  );
}
