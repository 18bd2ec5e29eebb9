import { Alert, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { AUDITORIA_AM_TEXTO_MAX, textoReglaAuditoriaAm, type AuditoriaAm, type RespuestaAuditoriaAm, type ResultadoAuditoriaAm } from '@portal/shared/domain';
import { muiField, requeridoField, ResponsiveFormDialog, useNotify } from '@portal/shared/ui';
import { useAnularAuditoriaForm, useFirmarAuditoriaForm } from './useAuditoriaForms';

interface FirmarProps {
  auditoria: AuditoriaAm;
  /** Computed from the answers on screen (all sent): what the server will sign. */
  resultado: ResultadoAuditoriaAm;
  respuestas: Record<string, RespuestaAuditoriaAm>;
  onClose: () => void;
}

/** 'Firmar y cerrar': the result the rule gives (average, each section, the requirements under the minimum), then it is locked. */
export function FirmarAuditoriaDialog({ auditoria, resultado, respuestas, onClose }: FirmarProps) {
  const notify = useNotify();
  const formulario = useFirmarAuditoriaForm(auditoria._id, (a) => {
    notify.success(`Auditoría firmada: ${a.aprobada ? 'aprobada' : 'no aprobada'}${a.porcentaje === null ? '' : ` con ${a.porcentaje} %`}`);
    onClose();
  });
  const { regla } = auditoria.plantilla;
  const requisitos = auditoria.plantilla.secciones.flatMap((s) => s.requisitos);
  const bajos = requisitos.filter((r) => resultado.bajoMinimo.includes(r.id));
  return (
    <ResponsiveFormDialog
      open
      id="firmar-auditoria"
      title={`Firmar la auditoría del paso ${auditoria.paso} de ${auditoria.equipo.nombre}`}
      submitLabel="Firmar y cerrar"
      onClose={onClose}
      formulario={formulario}
      maxWidth="sm"
    >
      <Alert severity={resultado.aprobada ? 'success' : 'error'} aria-label="Resultado">
        {`${resultado.aprobada ? 'Aprobada' : 'No aprobada'}: promedio ${resultado.porcentaje ?? 0} %. La regla pide ${textoReglaAuditoriaAm(regla)}.`}
      </Alert>
      <List dense aria-label="Resultado por sección" disablePadding>
        {resultado.secciones.map((s) => (
          <ListItem key={s.titulo} divider disableGutters>
            <ListItemText primary={s.titulo} secondary={`${s.porcentaje ?? 0} %`} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
          </ListItem>
        ))}
      </List>
      {bajos.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" id="firmar-bajos">
            {`Por debajo del mínimo (${regla.minimoRequisito})`}
          </Typography>
          <List dense aria-labelledby="firmar-bajos" disablePadding>
            {bajos.map((r) => (
              <ListItem key={r.id} disableGutters>
                <ListItemText
                  primary={`${respuestas[r.id]?.puntaje ?? 0} · ${r.texto}`}
                  secondary={respuestas[r.id]?.accion ? `Acción: ${respuestas[r.id]?.accion}` : 'Sin acción anotada'}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      <TextField
        id="firmar-auditoria-observaciones"
        label="Observaciones (opcional)"
        multiline
        minRows={2}
        {...muiField(formulario.form, 'observaciones')}
        slotProps={{ htmlInput: { maxLength: AUDITORIA_AM_TEXTO_MAX } }}
      />
      <Typography variant="body2" color="text.secondary">
        Una vez firmada, la auditoría ya no se puede cambiar.
      </Typography>
    </ResponsiveFormDialog>
  );
}

/** 'Anular auditoría' (who asked for it, or an Admin): the reason is kept with it. */
export function AnularAuditoriaDialog({ auditoria, onClose }: { auditoria: AuditoriaAm; onClose: () => void }) {
  const notify = useNotify();
  const formulario = useAnularAuditoriaForm(auditoria._id, () => {
    notify.success('Auditoría anulada');
    onClose();
  });
  return (
    <ResponsiveFormDialog
      open
      id="anular-auditoria"
      title={`Anular la auditoría del paso ${auditoria.paso} de ${auditoria.equipo.nombre}`}
      submitLabel="Anular auditoría"
      submitColor="error"
      onClose={onClose}
      formulario={formulario}
      maxWidth="sm"
    >
      <TextField
        id="anular-auditoria-motivo"
        label="Motivo"
        multiline
        minRows={2}
        {...requeridoField(formulario.form, 'motivo')}
        helperText={formulario.form.formState.errors.motivo?.message ?? 'Por ejemplo: se pidió por error, el equipo cambió de paso'}
      />
    </ResponsiveFormDialog>
  );
}
