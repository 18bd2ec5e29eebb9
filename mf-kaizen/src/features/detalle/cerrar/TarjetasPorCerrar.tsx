import { Alert, Box, Button, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CERRAR_TARJETAS_VINCULADAS, detalleConAccion, type Kaizen } from '@portal/shared/domain';
import { avisoTarjetasAbiertas, nombreTarjeta, tarjetasAbiertas } from './tarjetasAbiertas';

export const TODAS_CERRADAS = 'Todas las tarjetas vinculadas están cerradas.';

/**
 * After closing a Kaizen with 'Cerrar también las tarjetas' (`?cerrarTarjetas=1`): its linked cards still open,
 * each with 'Cerrar' (the card's detail with its close dialog open). Back from a card returns here, to the
 * ones left; 'Listo' drops the parameter.
 */
export function TarjetasPorCerrar({ kaizen }: { kaizen: Kaizen }) {
  const [params, setParams] = useSearchParams();
  if (params.get(CERRAR_TARJETAS_VINCULADAS.param) !== CERRAR_TARJETAS_VINCULADAS.valor) return null;
  const abiertas = tarjetasAbiertas(kaizen);
  const listo = () =>
    setParams(
      (p) => {
        p.delete(CERRAR_TARJETAS_VINCULADAS.param);
        return p;
      },
      { replace: true },
    );
  return (
    <Alert
      severity={abiertas.length ? 'warning' : 'success'}
      role="region"
      aria-label="Cerrar las tarjetas vinculadas"
      action={
        <Button color="inherit" onClick={listo} sx={{ minHeight: 44 }}>
          Listo
        </Button>
      }
      sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
    >
      {abiertas.length ? (
        <>
          <Box sx={{ fontWeight: 600 }}>{avisoTarjetasAbiertas(abiertas.length)}</Box>
          <List dense disablePadding>
            {abiertas.map((t) => (
              <ListItem key={t._id} disableGutters sx={{ display: 'block', overflowWrap: 'anywhere', py: 0.5 }}>
                <Link
                  component={RouterLink}
                  to={detalleConAccion(t._id, 'cerrar')}
                  sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 }}
                >
                  Cerrar {nombreTarjeta(t)}
                </Link>
                {t.descripcion ? <Typography variant="body2">{t.descripcion}</Typography> : null}
              </ListItem>
            ))}
          </List>
        </>
      ) : (
        TODAS_CERRADAS
      )}
    </Alert>
  );
}
