import { Box, Button, Chip, Paper, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  ESTADO_PUNTO_CIL_NOMBRE,
  FRECUENCIA_CIL_NOMBRE,
  MSG,
  RESULTADO_CIL_NOMBRE,
  TIPO_PUNTO_CIL_NOMBRE,
  type PuntoCilEstado,
  type ResultadoCil,
} from '@portal/shared/domain';
import type { ResultadoBorradorCil } from '@portal/shared/offline';
import { usePlantaTiempo } from '@portal/shared/ui';
import { FotoCampo } from '../foto/FotoCampo';

const COLOR_RESULTADO: Record<ResultadoCil, 'success' | 'error' | 'standard'> = { ok: 'success', no_ok: 'error', no_realizado: 'standard' };

export interface PuntoRutinaProps {
  punto: PuntoCilEstado;
  respuesta: ResultadoBorradorCil | undefined;
  onResponder: (cambio: Partial<ResultadoBorradorCil> | null) => void;
  onLevantarTarjeta: () => void;
  /** The reason is missing (after 'Terminar'). */
  faltaMotivo: boolean;
}

/** One point of the routine: what to do and its standard, then OK / No OK (comment, photo, a card) / No realizado (why). */
export function PuntoRutina({ punto: p, respuesta: r, onResponder, onLevantarTarjeta, faltaMotivo }: PuntoRutinaProps) {
  const tiempo = usePlantaTiempo();
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
                label={p.estado === 'hecho' ? ESTADO_PUNTO_CIL_NOMBRE.hecho : `${ESTADO_PUNTO_CIL_NOMBRE[p.estado]} · vence ${tiempo.fechaHora(p.vence)}`}
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
              defaultValue={r.comentario}
              onBlur={(e) => e.target.value !== r.comentario && onResponder({ comentario: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            <FotoCampo id={`cil-foto-${p._id}`} label="Foto" foto={r.foto ?? null} onFoto={(foto) => onResponder({ foto: foto ?? undefined })} />
            {r.tarjetaKey ? (
              <Chip color="error" variant="outlined" label="Tarjeta levantada" sx={{ alignSelf: 'flex-start' }} />
            ) : (
              <Button variant="contained" color="error" onClick={onLevantarTarjeta} sx={{ minHeight: 48, alignSelf: 'flex-start' }}>
                Levantar tarjeta
              </Button>
            )}
          </>
        ) : null}
        {r?.resultado === 'no_realizado' ? (
          <TextField
            label="¿Por qué no se realizó?"
            required
            defaultValue={r.motivo}
            error={faltaMotivo}
            helperText={faltaMotivo ? MSG.cilMotivoRequerido : undefined}
            onBlur={(e) => e.target.value !== r.motivo && onResponder({ motivo: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
