import { useState } from 'react';
import { Box, CircularProgress, IconButton, List, ListItem, Paper, TextField, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { getErrorMessage, useEliminarComentarioMutation, useGetComentariosQuery, type ComentariosDe } from '@portal/shared/data-access';
import { COMENTARIO_MAX, puedeEliminarComentario, type Comentario, type Role } from '@portal/shared/domain';
import { ErrorAlert } from '../ErrorAlert';
import { ConfirmarEliminarDialog } from '../dialogs/ConfirmarEliminarDialog';
import { BusyButton } from '../feedback/BusyButton';
import { useAccionConfirmada } from '../feedback/useAccionConfirmada';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { requeridoField } from '../form/muiField';
import { usePlantaTiempo } from '../tiempo/PlantaTiempoProvider';
import { useComentarioForm } from './useComentarioForm';

export const COMENTARIOS_TITULO = 'Comentarios';
export const COMENTARIO_ELIMINADO = 'Comentario eliminado';

export interface ComentariosPanelProps extends ComentariosDe {
  /** The logged-in user: the author of what is posted; deletes their own comments (an Admin any). */
  usuario: { _id: string; role: Role } | null | undefined;
}

/** The list's name for a screen reader. */
const NOMBRE_LISTA = { tarjeta: 'Comentarios de la tarjeta', kaizen: 'Comentarios del Kaizen' } as const;

/** 'Eliminar comentario': the confirmation naming the comment (author, date); a refusal stays in the dialog. */
export function EliminarComentarioDialog({ de, comentario, onClose }: { de: ComentariosDe; comentario: Comentario | null; onClose: () => void }) {
  const [eliminar, { isLoading }] = useEliminarComentarioMutation();
  const tiempo = usePlantaTiempo();
  const open = comentario !== null;
  const { confirmar, error } = useAccionConfirmada({
    open,
    accion: () => (comentario ? eliminar({ ...de, comentarioId: comentario._id }).unwrap() : Promise.resolve()),
    exito: COMENTARIO_ELIMINADO,
    alTerminar: onClose,
  });
  return (
    <ConfirmarEliminarDialog
      open={open}
      id="eliminar-comentario"
      title="Eliminar comentario"
      busy={isLoading}
      error={error}
      onConfirm={() => void confirmar()}
      onClose={onClose}
    >
      {comentario && (
        <>
          ¿Eliminar el comentario de {comentario.autor.nombre} del {tiempo.fechaHora(comentario.fecha)}? Esta acción no se puede deshacer.
        </>
      )}
    </ConfirmarEliminarDialog>
  );
}

function ComentarioItem({ comentario, eliminable, onEliminar }: { comentario: Comentario; eliminable: boolean; onEliminar: () => void }) {
  const fecha = usePlantaTiempo().fechaHora(comentario.fecha);
  return (
    <ListItem divider disableGutters sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="p" variant="body2" color="text.secondary">
          <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {comentario.autor.nombre}
          </Box>{' '}
          · <time dateTime={comentario.fecha}>{fecha}</time>
        </Typography>
        <Typography component="p" variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
          {comentario.texto}
        </Typography>
      </Box>
      {eliminable && (
        <Tooltip title="Eliminar comentario">
          <IconButton aria-label={`Eliminar comentario de ${comentario.autor.nombre} del ${fecha}`} onClick={onEliminar} sx={{ width: 44, height: 44 }}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      )}
    </ListItem>
  );
}

function ComentariosLista({ de, usuario, onEliminar }: Pick<ComentariosPanelProps, 'usuario'> & { de: ComentariosDe; onEliminar: (c: Comentario) => void }) {
  const { data, error, isError } = useGetComentariosQuery(de);
  if (isError) return <ErrorAlert message={getErrorMessage(error)} />;
  if (!data) return <CircularProgress size={24} aria-label="Cargando comentarios" />;
  if (!data.length) return <Typography color="text.secondary">Sin comentarios todavía.</Typography>;
  return (
    <List dense disablePadding aria-label={NOMBRE_LISTA[de.destino]}>
      {data.map((c) => (
        <ComentarioItem key={c._id} comentario={c} eliminable={puedeEliminarComentario(usuario, c)} onEliminar={() => onEliminar(c)} />
      ))}
    </List>
  );
}

/** The 'Agregar comentario' form: a required 'Comentario' box with its counter and 'Comentar'. */
export function ComentarForm({ de, usuario }: { de: ComentariosDe; usuario: ComentariosPanelProps['usuario'] }) {
  const { form, onSubmit, serverError, isSubmitting } = useComentarioForm(de, usuario?._id);
  const largo = form.watch('texto').length;
  const campo = requeridoField(form, 'texto');
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Agregar comentario" sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        id={`comentario-${de.destino}-${de.id}`}
        label="Comentario"
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
        {...campo}
        helperText={campo.helperText ?? `${largo}/${COMENTARIO_MAX}`}
        slotProps={{
          htmlInput: { ...campo.slotProps.htmlInput, maxLength: COMENTARIO_MAX, autoCapitalize: 'sentences', inputMode: 'text', enterKeyHint: 'enter' },
        }}
      />
      <FormErrorAlert message={serverError} errorId="COMENTARIO_ERROR" />
      <BusyButton type="submit" variant="contained" busy={isSubmitting} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-end' }, minHeight: 48 }}>
        Comentar
      </BusyButton>
    </Box>
  );
}

/**
 * The 'Comentarios' thread of a card's or a Kaizen's detail: oldest first (newest last, next to the form),
 * each with its author and DD/MM/YYYY HH:mm in plant time; 'Comentar' posts as the logged-in user; the
 * author (or an Admin) deletes after a confirmation.
 */
export function ComentariosPanel({ destino, id, usuario }: ComentariosPanelProps) {
  const de: ComentariosDe = { destino, id };
  const [aEliminar, setAEliminar] = useState<Comentario | null>(null);
  const tituloId = `comentarios-${destino}-titulo`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} component="section" aria-labelledby={tituloId}>
      <Typography id={tituloId} variant="h6" component="h2" gutterBottom>
        {COMENTARIOS_TITULO}
      </Typography>
      <ComentariosLista de={de} usuario={usuario} onEliminar={setAEliminar} />
      <ComentarForm key={`${destino}:${id}`} de={de} usuario={usuario} />
      <EliminarComentarioDialog de={de} comentario={aEliminar} onClose={() => setAEliminar(null)} />
    </Paper>
  );
}
