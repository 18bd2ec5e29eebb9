import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import { TIPO_PUNTO_CIL_NOMBRE, type PuntoCil } from '@portal/shared/domain';
import { nombrePunto, textoFrecuencia } from './textos';

export interface PuntoCilTarjetaProps {
  punto: PuntoCil;
  puedeEditar: boolean;
  onEditar: (p: PuntoCil) => void;
  onHistorial: (p: PuntoCil) => void;
  onDarDeBaja: (p: PuntoCil) => void;
}

function Dato({ nombre, valor }: { nombre: string; valor: string }) {
  if (!valor) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>{`${nombre}: `}</Box>
      {valor}
    </Typography>
  );
}

/** One point of the standard: its number (as on the picture), kind, part, what to do, standard, method, time, frequency and photo. */
export function PuntoCilTarjeta({ punto: p, puedeEditar, onEditar, onHistorial, onDarDeBaja }: PuntoCilTarjetaProps) {
  const titulo = `punto-cil-${p._id}`;
  const nombre = nombrePunto(p);
  return (
    <Card component="article" variant="outlined" aria-labelledby={titulo} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              minWidth: 32,
              height: 32,
              borderRadius: 16,
              bgcolor: 'primary.main',
              color: 'common.white',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontWeight: 700,
            }}
          >
            {p.numero}
          </Box>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography id={titulo} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.3 }}>
              {nombre}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ my: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
              <Chip size="small" label={TIPO_PUNTO_CIL_NOMBRE[p.tipo]} />
              <Chip size="small" variant="outlined" label={textoFrecuencia(p)} />
              <Chip size="small" variant="outlined" label={`${p.minutos} min`} />
              {!p.marcador && <Chip size="small" variant="outlined" label="Sin marca" sx={{ borderColor: 'warning.main' }} />}
            </Stack>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {p.tarea}
            </Typography>
            <Dato nombre="Estándar" valor={p.estandar} />
            <Dato nombre="Método" valor={p.metodo} />
          </Box>
          {p.foto && (
            <Box
              component="img"
              src={p.foto}
              alt={`Foto de referencia del ${nombre}`}
              sx={{ flexShrink: 0, width: 72, height: 72, objectFit: 'cover', border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', '& .MuiButton-root': { minHeight: 44 } }}>
        {puedeEditar && (
          <Button startIcon={<EditIcon />} aria-label={`Editar ${nombre}`} onClick={() => onEditar(p)}>
            Editar
          </Button>
        )}
        <Button startIcon={<HistoryIcon />} aria-label={`Historial del ${nombre}`} onClick={() => onHistorial(p)}>
          Historial
        </Button>
        {puedeEditar && (
          <Button color="error" startIcon={<DeleteIcon />} aria-label={`Dar de baja el ${nombre}`} onClick={() => onDarDeBaja(p)}>
            Dar de baja
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
