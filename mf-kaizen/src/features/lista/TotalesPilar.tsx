import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { KaizenTotalPilar, KaizensFiltroInput } from '@portal/shared/domain';
import { formatNumero } from '@portal/shared/ui';
import { usePhone } from '@portal/shared/ui/lista';
import { useGetKaizenTotalesQuery } from '../kaizen/kaizenApi';

export const TOTALES_TITULO = 'Totales por pilar';

/** An amount summed by the server, es-AR ('1.500,5'); '—' when none of the Kaizens has a numeric value. */
export const importe = (n: number | null): string => (n === null ? '—' : formatNumero(n));

/** '3 de 5 con costo numérico': how many of the pilar's Kaizens entered the sum (the rest are free text). */
export const notaNumericos = (con: number, cantidad: number, campo: 'costo' | 'beneficio'): string =>
  `${formatNumero(con)} de ${formatNumero(cantidad)} con ${campo} numérico`;

function Importe({ valor, nota }: { valor: number | null; nota?: string }) {
  return (
    <>
      {importe(valor)}
      {nota ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {nota}
        </Typography>
      ) : null}
    </>
  );
}

function FilaMovil({ pilar, p }: { pilar: string; p: { cantidad: number; costo: number | null; beneficio: number | null } & Partial<KaizenTotalPilar> }) {
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Typography sx={{ fontWeight: 'bold' }}>
        {pilar}: {formatNumero(p.cantidad)}
      </Typography>
      <Typography variant="body2">
        Costo <Importe valor={p.costo} nota={p.conCosto === undefined ? undefined : notaNumericos(p.conCosto, p.cantidad, 'costo')} />
      </Typography>
      <Typography variant="body2">
        Beneficio <Importe valor={p.beneficio} nota={p.conBeneficio === undefined ? undefined : notaNumericos(p.conBeneficio, p.cantidad, 'beneficio')} />
      </Typography>
    </Box>
  );
}

/**
 * Cantidad, costo and beneficio per pilar of the filtered Kaizens (`GET /api/tarjetaskaizen/totales`): the
 * sums are the server's, over the Kaizens whose costo / beneficio is a number.
 */
export function TotalesPilar({ filtros }: { filtros: KaizensFiltroInput }) {
  const phone = usePhone();
  const { currentData: totales } = useGetKaizenTotalesQuery(filtros);
  if (!totales || totales.pilares.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="totales-pilar" sx={{ p: { xs: 1.5, sm: 2 }, mt: 2 }}>
      <Typography id="totales-pilar" variant="h6" component="h2" sx={{ mb: 1 }}>
        {TOTALES_TITULO}
      </Typography>
      {phone ? (
        <Box component="ul" aria-labelledby="totales-pilar" sx={{ m: 0, p: 0 }}>
          {totales.pilares.map((p) => (
            <FilaMovil key={p.pilar} pilar={p.pilar} p={p} />
          ))}
          <FilaMovil pilar="Total" p={totales.total} />
        </Box>
      ) : (
        <Table size="small" aria-labelledby="totales-pilar">
          <TableHead>
            <TableRow>
              <TableCell>Pilar</TableCell>
              <TableCell align="right">Cantidad</TableCell>
              <TableCell align="right">Costo</TableCell>
              <TableCell align="right">Beneficio</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {totales.pilares.map((p) => (
              <TableRow key={p.pilar}>
                <TableCell component="th" scope="row">
                  {p.pilar}
                </TableCell>
                <TableCell align="right">{formatNumero(p.cantidad)}</TableCell>
                <TableCell align="right">
                  <Importe valor={p.costo} nota={notaNumericos(p.conCosto, p.cantidad, 'costo')} />
                </TableCell>
                <TableCell align="right">
                  <Importe valor={p.beneficio} nota={notaNumericos(p.conBeneficio, p.cantidad, 'beneficio')} />
                </TableCell>
              </TableRow>
            ))}
            <TableRow sx={{ '& > *': { fontWeight: 'bold' } }}>
              <TableCell component="th" scope="row">
                Total
              </TableCell>
              <TableCell align="right">{formatNumero(totales.total.cantidad)}</TableCell>
              <TableCell align="right">{importe(totales.total.costo)}</TableCell>
              <TableCell align="right">{importe(totales.total.beneficio)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
