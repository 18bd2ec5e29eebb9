import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { APP_VERSION_LABEL } from '@portal/shared/domain';

export interface VersionEntry {
  version: string;
  changes: string[];
}

/**
 * Change log of the 'Control de versiones' popup, newest first. Only what the record says:
 * earlier versions' notes were not kept, so none are made up here.
 */
export const CHANGELOG: VersionEntry[] = [
  {
    version: '1.4.0',
    changes: [
      "Los Kaizen en implementación muestran 'En implementacion' junto al título.",
      'Notificaciones con las últimas 5 tarjetas cerradas del usuario.',
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
