import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { alertaVencida, detallePath } from '@portal/shared/domain';
import type { Tarjeta, TarjetasPagina } from '@portal/shared/domain';
import { formatFecha } from '@portal/shared/ui';

export const SIN_RESULTADOS = 'No se encontraron tarjetas';

const HEADERS = ['N°', 'Color', 'Equipo Autonomo', 'Prioridad', 'Fecha apertura', 'Descripción anomalia', 'Estado actual', 'Ver detalle'];

function PrioridadCell({ tarjeta }: { tarjeta: Tarjeta }) {
  const vencida = tarjeta.estado === 'Abierta' && alertaVencida(tarjeta.fecha, tarjeta.prioridad);
  return (
    <TableCell>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        {tarjeta.prioridad}
        {vencida && <WarningAmberIcon color="warning" fontSize="small" titleAccess="Alerta vencida" aria-label="Alerta vencida" />}
      </span>
    </TableCell>
  );
}

/** Result table of /buscar; the warning mark flags open cards past their priority's deadline. */
export function BuscarResultados({ pagina }: { pagina: TarjetasPagina }) {
  if (pagina.items.length === 0) return <Typography sx={{ my: 2 }}>{SIN_RESULTADOS}</Typography>;
  return (
    <>
      {pagina.total > pagina.items.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Se muestran {pagina.items.length} de {pagina.total} tarjetas: precise la búsqueda.
        </Typography>
      )}
      <TableContainer component={Paper}>
        <Table size="small" aria-label="Resultados de la búsqueda">
          <TableHead>
            <TableRow>
              {HEADERS.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {pagina.items.map((t) => (
              <TableRow key={t._id}>
                <TableCell>
                  <Link component={RouterLink} to={detallePath(t._id)} aria-label={`Tarjeta ${t.color} N°${t.numero}`}>
                    {t.numero}
                  </Link>
                </TableCell>
                <TableCell>{t.color}</TableCell>
                <TableCell>{t.equipo}</TableCell>
                <PrioridadCell tarjeta={t} />
                <TableCell>{formatFecha(t.fecha)}</TableCell>
                <TableCell>{t.descripcion}</TableCell>
                <TableCell>{t.estado}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={detallePath(t._id)} aria-label={`Ver detalle de la tarjeta ${t.color} N°${t.numero}`}>
                    Ver detalle
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
