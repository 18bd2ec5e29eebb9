import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import { APP_VERSION_LABEL } from '@portal/shared/domain';

export interface VersionEntry {
  version: string;
  changes: string[];
}

/** Change log of the 'Control de versiones' popup, newest first. */
export const CHANGELOG: VersionEntry[] = [
  {
    version: '1.4.0',
    changes: [
      "Los Kaizen en implementación muestran 'En implementacion' junto al título.",
      'Notificaciones con las últimas 5 tarjetas cerradas del usuario.',
    ],
  },
  {
    version: '1.3.0',
    changes: [
      'Quick Kaizen con formato PDCA (Planificar, Hacer, Estandarizar, Chequear) e imágenes de antes y después.',
      'Tabla dinámica de tarjetas con exportación a Excel y filtros preestablecidos.',
    ],
  },
  {
    version: '1.2.0',
    changes: [
      'Dashboard con gráficos mensuales, mapas de riesgo, índice de autonomía y gráfico personalizado.',
      'Registro de horas mensuales (Mis horas).',
    ],
  },
  {
    version: '1.1.0',
    changes: [
      'Tarjetas Amarillas para reportes de incidentes y seguridad.',
      'Planificación del tratamiento de tarjetas, código QR y búsqueda por color y número.',
      'Administración de usuarios y de campos (máquinas, partes, equipos, tipos y riesgos).',
    ],
  },
];

/** 'Control de versiones' button and its popup titled with the current version label. */
export function VersionControl() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        Control de versiones
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="version-dialog-title" fullWidth maxWidth="sm">
        <DialogTitle id="version-dialog-title">{APP_VERSION_LABEL}</DialogTitle>
        <DialogContent>
          {CHANGELOG.map((entry) => (
            <section key={entry.version} aria-label={`Versión ${entry.version}`}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
                Versión {entry.version}
              </Typography>
              <ul style={{ marginTop: 4 }}>
                {entry.changes.map((change) => (
                  <li key={change}>
                    <Typography variant="body2">{change}</Typography>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
