import { Box } from '@mui/material';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import { plural, type TableroEquipo } from '@portal/shared/domain';
import { PUERTA_ROJA } from './tableroTema';

/** 'Rutinas CIL atrasadas: 2 máquinas'. */
export const textoCilAtrasadas = (maquinas: number) => `Rutinas CIL atrasadas: ${plural(maquinas, 'máquina', 'máquinas')}`;

/**
 * The team's overdue CIL routines (issue 26 §1) as one tile under the header: how many machines, and which with their
 * overdue points, so the team sees from afar which routine to run first. Nothing when none is overdue: a tile that is
 * always there stops being read.
 */
export function TableroCil({ equipo }: { equipo: TableroEquipo }) {
  const maquinas = equipo.cilAtrasadas;
  if (!maquinas.length) return null;
  const detalle = maquinas.map((m) => `${m.maquina} (${plural(m.atrasados, 'punto', 'puntos')})`).join(' · ');
  return (
    <Box
      role="status"
      aria-label={`${textoCilAtrasadas(maquinas.length)}: ${detalle}`}
      sx={{
        alignSelf: 'flex-start',
        maxWidth: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        border: `3px solid ${PUERTA_ROJA}`,
        borderRadius: 2,
        px: 2,
        py: 0.5,
        mb: 2,
        fontSize: { xs: 16, md: 26 },
      }}
    >
      <CleaningServicesIcon sx={{ fontSize: 'inherit', color: PUERTA_ROJA, flexShrink: 0 }} aria-hidden />
      <Box component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {textoCilAtrasadas(maquinas.length)}
      </Box>
      {/* The machines on one line: what does not fit is cut, the count above still says how many. */}
      <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {detalle}
      </Box>
    </Box>
  );
}
