import type { ReactNode } from 'react';
import { usePlantaTiempo } from './tiempo/PlantaTiempoProvider';
import { Box, ListItem, Typography } from '@mui/material';
import { accionAuditoriaLabel, describirCambioAuditoria, usuarioAuditoriaTexto, type RegistroAuditoria, type RegistroHistorial } from '@portal/shared/domain';

export interface RegistroAuditoriaItemProps {
  /** A Historial's record shows the author's name; the Auditoría's (RegistroAuditoria) adds the legajo. */
  registro: RegistroHistorial | RegistroAuditoria;
  /** What was done; the action's label by default. */
  titulo?: ReactNode;
  /** Leave the changed fields out (e.g. a card's create: its detail shows them already). */
  sinCambios?: boolean;
  /** A last line (e.g. the address). */
  pie?: ReactNode;
}

/** One audit record as a list item: when · who (the legajo only when the record carries it), what, then each changed field 'Campo: antes → después'. */
export function RegistroAuditoriaItem({ registro, titulo, sinCambios = false, pie }: RegistroAuditoriaItemProps) {
  const cambios = sinCambios ? [] : registro.cambios;
  const tiempo = usePlantaTiempo();
  return (
    <ListItem divider disableGutters sx={{ display: 'block' }}>
      <Typography component="p" variant="body2" color="text.secondary">
        {tiempo.fechaHora(registro.fecha)} · {usuarioAuditoriaTexto(registro)}
      </Typography>
      <Typography component="p" variant="subtitle2">
        {titulo ?? accionAuditoriaLabel(registro.accion)}
      </Typography>
      {cambios.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
          {cambios.map((c) => (
            <Typography component="li" variant="body2" key={c.campo}>
              {describirCambioAuditoria(registro, c, tiempo.zona)}
            </Typography>
          ))}
        </Box>
      )}
      {pie}
    </ListItem>
  );
}
