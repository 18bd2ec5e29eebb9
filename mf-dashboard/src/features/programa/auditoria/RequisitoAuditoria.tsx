import { Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  PUNTAJES_AUDITORIA_AM,
  RESPUESTA_AM_ACCION_MAX,
  RESPUESTA_AM_COMENTARIO_MAX,
  type AuditoriaAm,
  type PuntajeAuditoriaAm,
  type RequisitoAuditoriaAm,
  type RespuestaAuditoriaAm,
} from '@portal/shared/domain';
import { CampoTexto } from './CampoTexto';
import { FotoRespuesta } from './FotoRespuesta';
import { LevantarTarjeta } from './LevantarTarjeta';

export interface RequisitoAuditoriaProps {
  auditoria: Pick<AuditoriaAm, '_id' | 'paso' | 'maquinas' | 'plantilla'>;
  requisito: RequisitoAuditoriaAm;
  respuesta: RespuestaAuditoriaAm;
  /** `inmediato`: a score or a photo (sent now); typing waits. */
  onCambio: (cambio: Partial<RespuestaAuditoriaAm>, inmediato: boolean) => void;
  onSalir: () => void;
}

/**
 * One requirement as the auditor scores it on a phone: the five scores as big buttons with the chosen one's guide
 * under them, a comment, a photo; under the rule's minimum, a card to raise and the action agreed.
 */
export function RequisitoAuditoria({ auditoria, requisito, respuesta, onCambio, onSalir }: RequisitoAuditoriaProps) {
  const base = `req-${requisito.id}`;
  const { puntaje } = respuesta;
  const bajo = puntaje !== null && puntaje < auditoria.plantilla.regla.minimoRequisito;
  // The chosen score filled, readable at arm's length on the floor (MUI's default is a faint tint).
  const seleccionado = { bgcolor: bajo ? 'error.main' : 'primary.main', color: 'common.white' };
  return (
    <Paper variant="outlined" component="article" aria-labelledby={`${base}-texto`} sx={{ p: 1.5, borderColor: bajo ? 'error.main' : undefined }}>
      <Stack spacing={1.5}>
        <Typography id={`${base}-texto`} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {requisito.texto}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={puntaje}
          onChange={(_, v: PuntajeAuditoriaAm | null) => v !== null && onCambio({ puntaje: v }, true)}
          aria-label={`Puntaje: ${requisito.texto}`}
          aria-describedby={`${base}-guia`}
        >
          {PUNTAJES_AUDITORIA_AM.map((p) => (
            <ToggleButton key={p} value={p} sx={{ minHeight: 48, fontSize: '1.1rem', fontWeight: 600, '&.Mui-selected, &.Mui-selected:hover': seleccionado }}>
              {String(p)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography id={`${base}-guia`} variant="body2" color={puntaje === null ? 'text.secondary' : 'text.primary'} aria-live="polite">
          {puntaje === null ? 'Sin puntuar: elija de 0 a 4' : `${puntaje}: ${requisito.guias[puntaje] ?? ''}`}
        </Typography>
        <CampoTexto
          id={`${base}-comentario`}
          label="Comentario"
          multiline
          minRows={1}
          valor={respuesta.comentario}
          max={RESPUESTA_AM_COMENTARIO_MAX}
          onCambio={(comentario) => onCambio({ comentario }, false)}
          onSalir={onSalir}
        />
        <FotoRespuesta id={`${base}-foto`} requisito={requisito.texto} foto={respuesta.foto} onFoto={(foto) => onCambio({ foto }, true)} />
        {(bajo || respuesta.accion) && (
          <Stack spacing={1.5} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
            {bajo && (
              <Typography variant="body2" color="error">
                {`Por debajo del mínimo (${auditoria.plantilla.regla.minimoRequisito}): levante una tarjeta o acuerde una acción.`}
              </Typography>
            )}
            {bajo && (
              <LevantarTarjeta
                auditoriaId={auditoria._id}
                paso={auditoria.paso}
                requisito={requisito.texto}
                comentario={respuesta.comentario}
                maquinas={auditoria.maquinas}
              />
            )}
            <CampoTexto
              id={`${base}-accion`}
              label="Acción"
              helperText="Qué se hará, quién y para cuándo"
              multiline
              minRows={1}
              valor={respuesta.accion}
              max={RESPUESTA_AM_ACCION_MAX}
              onCambio={(accion) => onCambio({ accion }, false)}
              onSalir={onSalir}
            />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
