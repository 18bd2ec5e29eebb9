import { Box, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { getErrorMessage } from '@portal/shared/data-access';
import { detallePath, formatCantidad, type KaizenResumen, type Tarjeta } from '@portal/shared/domain';
import { ErrorAlert, FechaPlanta } from '@portal/shared/ui';
import { useGetKaizenEquipoAmQuery, useGetTarjetasEquipoAmQuery } from './programaApi';

function Lista<T extends { _id: string }>(p: {
  id: string;
  titulo: string;
  total: number | undefined;
  vacia: string;
  items: T[];
  fila: (x: T) => { texto: string; detalle: React.ReactNode };
}) {
  return (
    <Box component="section" aria-labelledby={p.id} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" id={p.id} sx={{ fontWeight: 600 }}>
        {p.titulo} {p.total !== undefined && `(${formatCantidad(p.total)})`}
      </Typography>
      {p.items.length ? (
        <List dense disablePadding aria-labelledby={p.id}>
          {p.items.map((x) => {
            const { texto, detalle } = p.fila(x);
            return (
              <ListItem key={x._id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={detallePath(x._id)} sx={{ overflowWrap: 'anywhere' }}>
                      {texto}
                    </Link>
                  }
                  secondary={detalle}
                />
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Typography color="text.secondary">{p.vacia}</Typography>
      )}
    </Box>
  );
}

/**
 * The team's open tags (field Equipo; oldest first: the ones that weigh on the gap) and its Quick Kaizen (on its
 * machines, newest first, with their state), each a tap from its detail (issue 25 §1).
 */
export function TarjetasKaizenEquipo({ equipo }: { equipo: string }) {
  const tarjetas = useGetTarjetasEquipoAmQuery(equipo);
  const kaizen = useGetKaizenEquipoAmQuery(equipo);
  const error = tarjetas.error ?? kaizen.error;
  return (
    <Box component="section" aria-labelledby="tarjetas-kaizen-titulo">
      <Typography variant="h6" component="h2" id="tarjetas-kaizen-titulo">
        Tarjetas y Quick Kaizen del equipo
      </Typography>
      {error && <ErrorAlert message={getErrorMessage(error)} />}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <Lista<Tarjeta>
          id="tarjetas-equipo-titulo"
          titulo="Tarjetas abiertas"
          total={tarjetas.data?.total}
          vacia="No hay tarjetas abiertas del equipo."
          items={tarjetas.data?.items ?? []}
          fila={(t) => ({
            texto: `${t.color} N°${t.numero} · ${t.maquina}`,
            detalle: (
              <>
                {t.descripcion} · colgada el <FechaPlanta valor={t.fecha} />
              </>
            ),
          })}
        />
        <Lista<KaizenResumen>
          id="kaizen-equipo-titulo"
          titulo="Quick Kaizen"
          total={kaizen.data?.total}
          vacia="No hay Quick Kaizen en las máquinas del equipo."
          items={kaizen.data?.items ?? []}
          fila={(k) => ({ texto: `${k.codigo} · ${k.tema}`, detalle: `${k.maquina} · ${k.estadoActual}` })}
        />
      </Stack>
    </Box>
  );
}
