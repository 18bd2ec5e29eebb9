import { useState } from 'react';
import { Alert, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { plural } from '@portal/shared/domain';
import { quitarRutinaPendiente, type EjecucionCilPendiente } from '@portal/shared/offline';
import { BusyButton, ConfirmarEliminarDialog, useNotify, usePlantaTiempo } from '@portal/shared/ui';

const ESTADO: Record<EjecucionCilPendiente['estado'], string> = { pendiente: 'Pendiente', enviando: 'Enviando…', rechazada: 'Rechazada' };

/** The CIL routine runs finished offline in this browser (issue 26 §1), each sent on its own or discarded. */
export function RutinasPendientes({
  rutinas,
  enviando,
  onEnviar,
}: {
  rutinas: EjecucionCilPendiente[];
  enviando: string | null;
  onEnviar: (key: string) => void;
}) {
  const tiempo = usePlantaTiempo();
  const notify = useNotify();
  const [descartar, setDescartar] = useState<EjecucionCilPendiente | null>(null);
  const [borrando, setBorrando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!rutinas.length) return null;
  const confirmar = async () => {
    if (!descartar) return;
    setBorrando(true);
    try {
      await quitarRutinaPendiente(descartar.key);
      notify.success('Rutina descartada');
      setDescartar(null);
    } catch {
      setError('No se pudo descartar la rutina');
    } finally {
      setBorrando(false);
    }
  };
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        Rutinas CIL
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 720 }} aria-label="Rutinas CIL pendientes de envío">
        {rutinas.map((r) => {
          const noOk = r.resultados.filter((x) => x.resultado === 'no_ok').length;
          return (
            <Card key={r.key} component="li" variant="outlined" aria-label={`Rutina CIL: ${r.maquina}`}>
              <CardContent sx={{ pb: 1 }}>
                <Stack direction="row" spacing={1} sx={{ mb: 0.5 }}>
                  <Chip size="small" label="Rutina CIL" color="primary" variant="outlined" />
                  <Chip
                    size="small"
                    label={ESTADO[r.estado]}
                    color={r.estado === 'rechazada' ? 'error' : 'default'}
                    aria-label={`Estado: ${ESTADO[r.estado]}`}
                  />
                </Stack>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
                  {r.maquina}
                </Typography>
                <Typography variant="body2">
                  {plural(r.resultados.length, 'punto registrado', 'puntos registrados')}
                  {noOk ? `, ${plural(noOk, 'No OK', 'No OK')}` : ''} · {r.minutos} min
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Terminada el {tiempo.fechaHora(r.terminadaEn)}
                </Typography>
              </CardContent>
              {r.estado === 'rechazada' && r.msg ? (
                <Alert severity="error" sx={{ mx: 2 }}>
                  {r.msg}
                </Alert>
              ) : null}
              <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
                <BusyButton variant="contained" busy={enviando === r.key} onClick={() => onEnviar(r.key)} sx={{ minHeight: 44 }}>
                  Enviar ahora
                </BusyButton>
                <Button color="error" onClick={() => setDescartar(r)} sx={{ minHeight: 44, ml: '0 !important' }}>
                  Descartar
                </Button>
              </CardActions>
            </Card>
          );
        })}
      </Stack>
      <ConfirmarEliminarDialog
        open={descartar !== null}
        id="descartar-rutina"
        title="Descartar la rutina"
        busy={borrando}
        error={error}
        onConfirm={() => void confirmar()}
        onClose={() => {
          setDescartar(null);
          setError(null);
        }}
      >
        ¿Descartar la rutina CIL de «{descartar?.maquina}»? No se enviará al portal y no se puede recuperar.
      </ConfirmarEliminarDialog>
    </>
  );
}
