import type { ReactNode } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatCantidad, SECCION_BANDEJA_TITULO, SECCION_BANDEJA_VACIA, type SeccionBandeja as Seccion } from '@portal/shared/domain';

export interface SeccionBandejaProps {
  seccion: Seccion;
  total: number;
  /** Rows shown (the first of `total`). */
  mostradas: number;
  /** Where the whole section is listed, when it has more than the rows shown. */
  verTodas?: string;
  children: ReactNode;
}

/** One section of the inbox: its title with the count, its first rows, and the way to the rest. */
export function SeccionBandeja({ seccion, total, mostradas, verTodas, children }: SeccionBandejaProps) {
  const tituloId = `bandeja-${seccion}`;
  return (
    <Paper component="section" aria-labelledby={tituloId} variant="outlined" sx={{ p: 2 }} data-seccion={seccion}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: total ? 0.5 : 0 }}>
        <Typography id={tituloId} component="h2" variant="h6" sx={{ fontSize: '1.1rem' }}>
          {SECCION_BANDEJA_TITULO[seccion]}
        </Typography>
        <Box
          component="span"
          data-testid={`total-${seccion}`}
          sx={{
            minWidth: 28,
            textAlign: 'center',
            borderRadius: 3,
            px: 1,
            fontWeight: 'bold',
            bgcolor: seccion === 'vencidas' && total > 0 ? 'error.main' : 'primary.main',
            color: 'common.white',
          }}
        >
          {formatCantidad(total)}
        </Box>
      </Box>
      {total === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {SECCION_BANDEJA_VACIA[seccion]}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {children}
        </Box>
      )}
      {verTodas && total > mostradas && (
        <Button component={RouterLink} to={verTodas} sx={{ mt: 1, minHeight: 44 }}>
          {`Ver las ${total}`}
        </Button>
      )}
    </Paper>
  );
}
