import { useEffect, useState } from 'react';
import { Box, Button, Chip, Paper, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  ESTADO_PUNTO_CIL_NOMBRE,
  FRECUENCIA_CIL_NOMBRE,
  MSG,
  RESULTADO_CIL_NOMBRE,
  TIPO_PUNTO_CIL_NOMBRE,
  type PlantaTiempo,
  type PuntoCilEstado,
  type ResultadoCil,
} from '@portal/shared/domain';
import type { ResultadoBorradorCil } from '@portal/shared/offline';
import { usePlantaTiempo } from '@portal/shared/ui';
import { FotoCampo } from '../foto/FotoCampo';

/** A window that ends at midnight is due 'hasta el <its last day>'; a shift's, at its hour. */
export function venceTexto(vence: string, tiempo: Pick<PlantaTiempo, 'hora' | 'fecha' | 'fechaHora'>): string {
  return tiempo.hora(vence) === '00:00' ? `hasta el ${tiempo.fecha(new Date(Date.parse(vence) - 1))}` : `vence ${tiempo.fechaHora(vence)}`;
}

const COLOR_RESULTADO: Record<ResultadoCil, 'success' | 'error' | 'standard'> = { ok: 'success', no_ok: 'error', no_realizado: 'standard' };

export interface PuntoRutinaProps {
  punto: PuntoCilEstado;
  respuesta: ResultadoBorradorCil | undefined;
  onResponder: (cambio: Partial<ResultadoBorradorCil> | null) => void;
  /** With what the user wrote so far (saved first). */
  onLevantarTarjeta: (comentario: string) => void;
  /** The reason is missing (after 'Terminar'). */
  faltaMotivo: boolean;
}

/** One point of the routine: what to do and its standard, then OK / No OK (comment, photo, a card) / No realizado (why). */
export function PuntoRutina({ punto: p, respuesta: r, onResponder, onLevantarTarjeta, faltaMotivo }: PuntoRutinaProps) {
  const tiempo = usePlantaTiempo();
  const [comentario, setComentario] = useState(r?.comentario ?? '');
  const [motivo, setMotivo] = useState(r?.motivo ?? '');
  // The stored answer arrives after the first render (IndexedDB): the fields follow it until the user types.
  useEffect(() => setComentario((c) => c || r?.comentario || ''), [r?.comentario]);
  useEffect(() => setMotivo((m) => m || r?.motivo || ''), [r?.motivo]);
  const titulo = `${p.numero}. ${TIPO_PUNTO_CIL_NOMBRE[p.tipo]} · ${p.parte}`;
  const frecuencia = p.frecuencia === 'dias' ? `Cada ${p.cadaDias} días` : FRECUENCIA_CIL_NOMBRE[p.frecuencia];
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={titulo}
      sx={{
        p: 2,
        borderLeft: 4,
        borderLeftColor: r ? `${COLOR_RESULTADO[r.resultado] === 'standard' ? 'grey.500' : `${COLOR_RESULTADO[r.resultado]}.main`}` : 'primary.main',
      }}
    >
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', gap: 2 }}>
          {p.foto ? (
            <Box
              component="img"
              src={p.foto}
              alt={`Referencia del punto ${p.numero}`}
              sx={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
            />
          ) : null}
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>
              {titulo}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{p.tarea}</Typography>
            {p.estandar ? (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <strong>Estándar:</strong> {p.estandar}
              </Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[p.metodo, `${p.minutos} min`, frecuencia].filter(Boolean).join(' · ')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
              <Chip
                size="small"
                color={p.estado === 'atrasado' ? 'error' : p.estado === 'hecho' ? 'success' : 'default'}
                label={p.estado === 'hecho' ? ESTADO_PUNTO_CIL_NOMBRE.hecho : `${ESTADO_PUNTO_CIL_NOMBRE[p.estado]} · ${venceTexto(p.vence, tiempo)}`}
              />
            </Stack>
          </Box>
        </Box>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={r?.resultado ?? null}
          onChange={(_e, v: ResultadoCil | null) => onResponder(v ? { resultado: v } : null)}
          aria-label={`Resultado del punto ${p.numero}`}
        >
          {(['ok', 'no_ok', 'no_realizado'] as const).map((v) => (
            <ToggleButton key={v} value={v} color={COLOR_RESULTADO[v]} sx={{ minHeight: 48, fontWeight: 'bold' }}>
              {RESULTADO_CIL_NOMBRE[v]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {r?.resultado === 'no_ok' ? (
          <>
            <TextField
              label="¿Qué encontró?"
              multiline
              minRows={2}
              value={comentario}
              onChange={(e) => setComentario(e.target.value)}
              onBlur={() => comentario !== r.comentario && onResponder({ comentario })}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            <FotoCampo id={`cil-foto-${p._id}`} label="Foto" foto={r.foto ?? null} onFoto={(foto) => onResponder({ foto: foto ?? undefined })} />
            {r.tarjetaKey ? (
              <Chip color="error" variant="outlined" label="Tarjeta levantada" sx={{ alignSelf: 'flex-start' }} />
            ) : (
              <Button variant="contained" color="error" onClick={() => onLevantarTarjeta(comentario)} sx={{ minHeight: 48, alignSelf: 'flex-start' }}>
                Levantar tarjeta
              </Button>
            )}
          </>
        ) : null}
        {r?.resultado === 'no_realizado' ? (
          <TextField
            label="¿Por qué no se realizó?"
            required
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            error={faltaMotivo}
            helperText={faltaMotivo ? MSG.cilMotivoRequerido : undefined}
            onBlur={() => motivo !== r.motivo && onResponder({ motivo })}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
