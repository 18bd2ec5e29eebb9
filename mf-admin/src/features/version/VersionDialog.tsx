import { useState } from 'react';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { APP_VERSION_LABEL, CHANGELOG } from '@portal/shared/domain';

/**
 * 'Control de versiones' button and its popup titled with the current version label. The change log is the
 * domain's `CHANGELOG`: this portal's entries on top, then v. 1.4.0's as the original's record has them.
 */
export function VersionControl() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        Control de versiones
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="version-dialog-title" fullWidth maxWidth="sm" scroll="paper">
        <DialogTitle id="version-dialog-title">{APP_VERSION_LABEL}</DialogTitle>
        <DialogContent dividers>
          {CHANGELOG.map((entry) => {
            const titulo = entry.origen === 'portal' ? entry.version : `Versión ${entry.version}`;
            return (
              <section key={entry.version} aria-label={titulo}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  {titulo}
                  {entry.origen === 'portal' ? <Chip size="small" color="primary" variant="outlined" label="Nuevo en este portal" /> : null}
                </Typography>
                <ul style={{ marginTop: 4 }}>
                  {entry.cambios.map((change) => (
                    <li key={change}>
                      <Typography variant="body2">{change}</Typography>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
