import { useMemo, useState, type ReactNode } from 'react';
import { Box, CircularProgress, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useAuth } from '@portal/shared/auth';
import { getErrorMessage, useGetComentariosQuery, type ComentariosDe } from '@portal/shared/data-access';
import {
  accionAuditoriaLabel,
  campoAuditoriaLabel,
  describirCambioAuditoria,
  puedeEliminarComentario,
  type CambioAuditoria,
  type Comentario,
  type RegistroHistorial,
  type Tarjeta,
} from '@portal/shared/domain';
import { ComentarForm, EliminarComentarioDialog, ErrorAlert, TablaDetalle, usePlantaTiempo } from '@portal/shared/ui';
import { useGetHistorialQuery } from '../../tarjetas/tarjetasApi';
import { CIERRE_TITULO, PLANIFICACION_TITULO, filasCierre, filasPlanificacion } from '../vista/camposDetalle';
import { componerLinea, type Evento } from './eventos';

export const HISTORIAL_TITULO = 'Historial';
export const HISTORIAL_LISTA = 'Historial de la tarjeta';

/** What each entry says happened. */
const TITULO_REGISTRO: Record<string, string> = { editar: 'Editada', adjuntar_imagen: 'Imagen adjuntada' };
export function tituloEvento(e: Evento): string {
  switch (e.tipo) {
    case 'apertura':
      return 'Abierta';
    case 'planificacion':
      return e.primera ? 'Planificada' : 'Planificación modificada';
    case 'cierre':
      return 'Cerrada';
    case 'comentario':
      return 'Comentario';
    default:
      return TITULO_REGISTRO[e.registro.accion] ?? accionAuditoriaLabel(e.registro.accion);
  }
}

/** A photo's change reads as what happened to it, not as its file's address. */
const CAMPOS_IMAGEN = new Set(['imagenUrl', 'imagenAntesUrl', 'imagenDespuesUrl']);
function describirCambio(registro: RegistroHistorial, c: CambioAuditoria, zona: string): string {
  if (!CAMPOS_IMAGEN.has(c.campo)) return describirCambioAuditoria(registro, c, zona);
  return `${campoAuditoriaLabel(registro.entidad, c.campo)}: ${c.despues ? (c.antes ? 'reemplazada' : 'adjuntada') : 'quitada'}`;
}

function Cambios({ registro }: { registro: RegistroHistorial }) {
  const { zona } = usePlantaTiempo();
  if (!registro.cambios.length) return null;
  return (
    <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, overflowWrap: 'anywhere' }}>
      {registro.cambios.map((c) => (
        <Typography component="li" variant="body2" key={c.campo}>
          {describirCambio(registro, c, zona)}
        </Typography>
      ))}
    </Box>
  );
}

/** A record inside an entry ('Planificación del Tratamiento de Tarjetas', 'Cierre de la tarjeta'): a named region with its table. */
function Registro({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 1 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {titulo}
      </Typography>
      {children}
    </Box>
  );
}

function Contenido({
  evento,
  tarjeta,
  onEliminar,
  eliminable,
}: {
  evento: Evento;
  tarjeta: Tarjeta;
  onEliminar: (c: Comentario) => void;
  eliminable: (c: Comentario) => boolean;
}) {
  const tiempo = usePlantaTiempo();
  switch (evento.tipo) {
    case 'planificacion':
      if (!evento.actual) return evento.registro ? <Cambios registro={evento.registro} /> : null;
      return (
        <Registro id="planificacion-titulo" titulo={PLANIFICACION_TITULO}>
          <TablaDetalle filas={filasPlanificacion(tarjeta, tiempo)} label={PLANIFICACION_TITULO} />
        </Registro>
      );
    case 'cierre':
      return (
        <Registro id="cierre-titulo" titulo={CIERRE_TITULO}>
          <TablaDetalle filas={filasCierre(tarjeta, tiempo)} label={CIERRE_TITULO} />
        </Registro>
      );
    case 'registro':
      return <Cambios registro={evento.registro} />;
    case 'comentario': {
      const c = evento.comentario;
      return (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography component="p" variant="body1" sx={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'break-word', mt: 0.5 }}>
            {c.texto}
          </Typography>
          {eliminable(c) && (
            <Tooltip title="Eliminar comentario">
              <IconButton
                aria-label={`Eliminar comentario de ${c.autor.nombre} del ${tiempo.fechaHora(c.fecha)}`}
                onClick={() => onEliminar(c)}
                sx={{ width: 44, height: 44, mt: -1 }}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      );
    }
    default:
      return null;
  }
}

/** One entry: a dot on the rail, 'DD/MM/YYYY HH:mm · who' (plant time), what happened, then its record or changes. */
function Entrada({ evento, children }: { evento: Evento; children: ReactNode }) {
  const tiempo = usePlantaTiempo();
  const comentario = evento.tipo === 'comentario';
  const quien = evento.tipo === 'apertura' ? `Detectó: ${evento.quien}` : evento.quien;
  return (
    <Box
      component="li"
      data-evento={evento.tipo}
      sx={{
        position: 'relative',
        pl: 3,
        pb: 2,
        '&::before': {
          content: '""',
          position: 'absolute',
          left: 5,
          top: 6,
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: comentario ? 'background.paper' : 'primary.main',
          border: 2,
          borderColor: 'primary.main',
        },
        '&:not(:last-of-type)::after': { content: '""', position: 'absolute', left: 10, top: 20, bottom: 0, width: 2, bgcolor: 'divider' },
      }}
    >
      <Typography component="p" variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
        {evento.fecha ? <time dateTime={evento.fecha}>{tiempo.fechaHora(evento.fecha)}</time> : 'Fecha no registrada'}
        {quien ? ` · ${quien}` : ''}
      </Typography>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
        {tituloEvento(evento)}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The card's one timeline (issue 22): opened → planned → closed, its edits and its comments, oldest first, with the
 * planning and closing records inside their entries and the comment form at the end. Composed from the card,
 * its Historial and its comments (`componerLinea`); each list reloads when a save changes it.
 */
export function LineaDeTiempo({ tarjeta }: { tarjeta: Tarjeta }) {
  const { user } = useAuth();
  const de: ComentariosDe = { destino: 'tarjeta', id: tarjeta._id };
  const historial = useGetHistorialQuery(tarjeta._id);
  const comentarios = useGetComentariosQuery(de);
  const [aEliminar, setAEliminar] = useState<Comentario | null>(null);
  const eventos = useMemo(() => componerLinea(tarjeta, historial.data ?? [], comentarios.data ?? []), [tarjeta, historial.data, comentarios.data]);
  const cargando = historial.isLoading || comentarios.isLoading;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby="historial-titulo">
      <Typography id="historial-titulo" variant="h6" component="h2" gutterBottom>
        {HISTORIAL_TITULO}
      </Typography>
      {historial.isError && <ErrorAlert message={getErrorMessage(historial.error)} />}
      {comentarios.isError && <ErrorAlert message={getErrorMessage(comentarios.error)} />}
      <Box component="ol" aria-label={HISTORIAL_LISTA} aria-busy={cargando} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {eventos.map((e) => (
          <Entrada key={e.clave} evento={e}>
            <Contenido evento={e} tarjeta={tarjeta} onEliminar={setAEliminar} eliminable={(c) => puedeEliminarComentario(user, c)} />
          </Entrada>
        ))}
      </Box>
      {cargando && <CircularProgress size={24} aria-label="Cargando historial" />}
      <ComentarForm key={tarjeta._id} de={de} usuario={user} />
      <EliminarComentarioDialog de={de} comentario={aEliminar} onClose={() => setAEliminar(null)} />
    </Paper>
  );
}
