import { Box } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { COLOR_CHIP, COLORES, plural, type Color, type TableroEquipo } from '@portal/shared/domain';

function Conteo({ color, n }: { color: Color; n: number }) {
  const c = COLOR_CHIP[color];
  return (
    <Box
      aria-label={`${color}: ${n}`}
      sx={{
        bgcolor: c.fondo,
        color: c.texto,
        borderRadius: 2,
        px: 2,
        py: 0.5,
        minWidth: 96,
        textAlign: 'center',
        fontWeight: 700,
        fontSize: { xs: 18, md: 32 },
      }}
    >
      {color} {n}
    </Box>
  );
}

/** The Equipo's open tags per colour and how many are past their deadline. */
export function TableroLeyenda({ equipo }: { equipo: TableroEquipo }) {
  return (
    <Box role="group" aria-label="Tarjetas abiertas por color" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {COLORES.map((c) => (
        <Conteo key={c} color={c} n={equipo.conteo[c]} />
      ))}
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: { xs: 18, md: 32 }, fontWeight: 700, ml: 1 }}>
        <WarningAmberIcon sx={{ fontSize: 'inherit' }} aria-hidden />
        {plural(equipo.excedidas, 'excedida', 'excedidas')}
      </Box>
    </Box>
  );
}
