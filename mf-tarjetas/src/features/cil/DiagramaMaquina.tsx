import { Box } from '@mui/material';

export interface MarcaDiagrama {
  numero: number;
  x: number;
  y: number;
  /** The marker's colour: a theme palette key. */
  color: 'primary' | 'success' | 'error' | 'grey';
}

/** The machine's photo or diagram with each point's numbered marker where the standard put it. */
export function DiagramaMaquina({ imagen, maquina, marcas }: { imagen: string; maquina: string; marcas: readonly MarcaDiagrama[] }) {
  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 560, lineHeight: 0 }}>
      <Box component="img" src={imagen} alt={`Esquema de ${maquina} con sus puntos CIL`} sx={{ width: '100%', height: 'auto', borderRadius: 1 }} />
      {marcas.map((m) => (
        <Box
          key={m.numero}
          aria-hidden
          sx={{
            position: 'absolute',
            left: `${m.x * 100}%`,
            top: `${m.y * 100}%`,
            transform: 'translate(-50%, -50%)',
            width: 28,
            height: 28,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontSize: 14,
            lineHeight: 1,
            fontWeight: 'bold',
            color: 'common.white',
            bgcolor: m.color === 'grey' ? 'grey.600' : `${m.color}.main`,
            border: 2,
            borderColor: 'common.white',
            boxShadow: 2,
          }}
        >
          {m.numero}
        </Box>
      ))}
    </Box>
  );
}
