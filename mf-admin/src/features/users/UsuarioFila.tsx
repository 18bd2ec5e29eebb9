import { Box, Button, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import type { User } from '@portal/shared/domain';
import { useCan } from '@portal/shared/auth';
import { OpcionesMenu, usePlantaTiempo } from '@portal/shared/ui';
import { accionesDe, equipoTexto, etiquetasDe, rolTexto, type Dialogo } from './usuarioAcciones';

/** Opens one of a row's dialogs for its user. */
export type AbrirDialogo = (user: User, dialogo: Dialogo) => void;

/** 'Última actividad': the last request with a session (written at most every 5 minutes) and, below, the last login. */
export function UltimaActividad({ user }: { user: User }) {
  const tiempo = usePlantaTiempo();
  if (!user.ultimaActividad && !user.ultimoLogin) {
    return (
      <Typography variant="body2" color="text.secondary">
        Nunca ingresó
      </Typography>
    );
  }
  return (
    <Box sx={{ lineHeight: 1.3, py: 0.5 }}>
      <Typography variant="body2" component="div">
        {tiempo.fechaHora(user.ultimaActividad ?? user.ultimoLogin)}
      </Typography>
      {user.ultimoLogin ? (
        <Typography variant="caption" color="text.secondary" component="div">
          Ingreso: {tiempo.fechaHora(user.ultimoLogin)}
        </Typography>
      ) : null}
    </Box>
  );
}

export const Correo = ({ user }: { user: User }) => (
  <Typography variant="body2" color={user.correo ? undefined : 'text.secondary'} sx={{ overflowWrap: 'anywhere', py: 0.5 }}>
    {user.correo ?? 'Sin e-mail'}
  </Typography>
);

export const HoursButton = ({ user, onAbrir }: { user: User; onAbrir: AbrirDialogo }) => (
  <Button
    size="small"
    startIcon={<AccessTimeIcon />}
    onClick={() => onAbrir(user, 'horas')}
    aria-label={`Ver horas de ${user.name}`}
    sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
  >
    Ver horas
  </Button>
);

export function AccionesMenu({ user, onAbrir }: { user: User; onAbrir: AbrirDialogo }) {
  const deEmpresa = useCan('plantas.empresa');
  return (
    <OpcionesMenu
      idBase={`acciones-${user._id}`}
      boton="Acciones"
      nombre={`Acciones de ${user.name}`}
      opciones={accionesDe(user, deEmpresa)}
      etiquetas={etiquetasDe(user)}
      destructiva="eliminar"
      onElegir={(accion) => onAbrir(user, accion)}
    />
  );
}

/** A user on a phone: name, legajo, role, equipo, e-mail and activity, the hours viewer and the same 'Acciones'. */
export function UserCard({ user, onAbrir }: { user: User; onAbrir: AbrirDialogo }) {
  const tiempo = usePlantaTiempo();
  return (
    <Box>
      <Typography sx={{ fontWeight: 500 }}>{user.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        N° Legajo {user.email} · {rolTexto(user)} · {equipoTexto(user)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {user.correo ?? 'Sin e-mail'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Última actividad: {user.ultimaActividad || user.ultimoLogin ? tiempo.fechaHora(user.ultimaActividad ?? user.ultimoLogin) : 'nunca ingresó'}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        <HoursButton user={user} onAbrir={onAbrir} />
        <Box sx={{ ml: 'auto' }}>
          <AccionesMenu user={user} onAbrir={onAbrir} />
        </Box>
      </Box>
    </Box>
  );
}
