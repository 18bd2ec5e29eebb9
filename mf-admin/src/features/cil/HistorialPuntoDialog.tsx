import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { getErrorMessage, useGetHistorialPuntoCilQuery } from '@portal/shared/data-access';
import { detallePath, RESULTADO_CIL_NOMBRE, type HistorialPuntoCil, type PuntoCil, type ResultadoCil } from '@portal/shared/domain';
import { ErrorAlert, usePlantaTiempo } from '@portal/shared/ui';
import { nombrePunto } from './textos';

const COLOR_RESULTADO: Record<ResultadoCil, 'success' | 'error' | 'warning'> = { ok: 'success', no_ok: 'error', no_realizado: 'warning' };

export interface HistorialPuntoDialogProps {
  open: boolean;
  /** The point whose history is shown. */
  punto: PuntoCil | null;
  onClose: () => void;
}

/** The last times a point was recorded: who, when (plant time), the result, the comment or reason, the photo and the card raised. */
export function HistorialPuntoDialog({ open, punto, onClose }: HistorialPuntoDialogProps) {
  const theme = useTheme();
  const telefono = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open && !!punto} onClose={onClose} fullScreen={telefono} fullWidth maxWidth="sm" scroll="paper" aria-labelledby="historial-cil-titulo">
      <DialogTitle id="historial-cil-titulo">{punto ? `Historial del ${nombrePunto(punto)}` : 'Historial'}</DialogTitle>
      <DialogContent dividers>{punto && <Lineas puntoId={punto._id} />}</DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Lineas({ puntoId }: { puntoId: string }) {
  const { data, isLoading, error } = useGetHistorialPuntoCilQuery(puntoId);
  if (isLoading) return <CircularProgress aria-label="Cargando el historial" />;
  if (error) return <ErrorAlert message={getErrorMessage(error)} />;
  if (!data?.length) return <Typography color="text.secondary">Todavía no se registró este punto en una rutina.</Typography>;
  return (
    <List disablePadding aria-label="Historial del punto">
      {data.map((h) => (
        <Linea key={`${h.ejecucion}-${h.en}`} h={h} />
      ))}
    </List>
  );
}

function Linea({ h }: { h: HistorialPuntoCil }) {
  const tiempo = usePlantaTiempo();
  const nombreTarjeta = h.tarjeta ? `Tarjeta ${h.tarjeta.color} N°${h.tarjeta.numero}` : null;
  return (
    <ListItem disableGutters divider sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" color={COLOR_RESULTADO[h.resultado]} label={RESULTADO_CIL_NOMBRE[h.resultado]} />
        <Typography variant="body2">{tiempo.fechaHora(h.en)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {h.por}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ mt: 0.5, alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          {h.motivo && <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{`Motivo: ${h.motivo}`}</Typography>}
          {h.comentario && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {h.comentario}
            </Typography>
          )}
          {h.tarjeta && nombreTarjeta && (
            <Link component={RouterLink} to={detallePath(h.tarjeta._id)} variant="body2">
              {nombreTarjeta}
            </Link>
          )}
        </Box>
        {h.foto && (
          <Link href={h.foto} target="_blank" rel="noopener" sx={{ flexShrink: 0 }}>
            <Box
              component="img"
              src={h.foto}
              alt={`Foto del ${tiempo.fechaHora(h.en)}`}
              sx={{ width: 72, height: 72, objectFit: 'cover', border: 1, borderColor: 'divider', borderRadius: 1, display: 'block' }}
            />
          </Link>
        )}
      </Stack>
    </ListItem>
  );
}
