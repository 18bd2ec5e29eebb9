import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatCantidad, type FilaCumplimientoCil } from '@portal/shared/domain';
import { textoPorcentaje } from './textosCil';

export interface TablaCumplimientoCilProps {
  id: string;
  titulo: string;
  /** The first column's heading: 'Semana', 'Equipo', 'Máquina'. */
  columna: string;
  filas: readonly FilaCumplimientoCil[];
  /** The first cell of a row (a date, a link); its name by default. */
  nombre?: (f: FilaCumplimientoCil) => ReactNode;
  /** Said under the title (e.g. how the rows are ordered). */
  nota?: string;
}

const numero = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } };

/** One breakdown of the compliance: a row per week, team or machine with its windows on time, due, and the %. */
export function TablaCumplimientoCil({ id, titulo, columna, filas, nombre = (f) => f.nombre, nota }: TablaCumplimientoCilProps) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2">
        {titulo}
      </Typography>
      {nota && (
        <Typography variant="body2" color="text.secondary">
          {nota}
        </Typography>
      )}
      <TableContainer>
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell>{columna}</TableCell>
              <TableCell {...numero}>A tiempo</TableCell>
              <TableCell {...numero}>Debidas</TableCell>
              <TableCell {...numero}>%</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {filas.map((f) => (
              <TableRow key={f.clave}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {nombre(f)}
                </TableCell>
                <TableCell {...numero}>{formatCantidad(f.cumplidas)}</TableCell>
                <TableCell {...numero}>{formatCantidad(f.debidas)}</TableCell>
                <TableCell {...numero}>{textoPorcentaje(f.porcentaje)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** People have no windows of their own: only how many they fulfilled, most first. */
export function TablaPersonasCil({ filas }: { filas: readonly FilaCumplimientoCil[] }) {
  const id = 'cil-personas';
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2">
        Personas
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Ventanas que cada persona cumplió al registrar sus rutinas.
      </Typography>
      {filas.length === 0 ? (
        <Typography sx={{ mt: 1 }}>Nadie registró rutinas en el período.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                <TableCell>Persona</TableCell>
                <TableCell {...numero}>Ventanas cumplidas</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {filas.map((f) => (
                <TableRow key={f.clave}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {f.nombre}
                  </TableCell>
                  <TableCell {...numero}>{formatCantidad(f.cumplidas)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
