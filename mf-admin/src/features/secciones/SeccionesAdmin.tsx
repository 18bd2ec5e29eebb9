import { useLayoutEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Link } from '@mui/material';
import { useAuth } from '@portal/shared/auth';
import { seccionesDe } from './secciones';

export const SECCIONES_ADMIN_LABEL = 'Secciones de administración';

/**
 * The admin pages' own navigation: a row of links (the current one marked, `aria-current="page"`) that scrolls
 * sideways inside itself on a phone, the current one brought into view. Absent when the user may open one section only.
 */
export function SeccionesAdmin() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const fila = useRef<HTMLUListElement>(null);
  const secciones = seccionesDe(user?.role);
  const actual = pathname.replace(/\/+$/, '') || '/';

  useLayoutEffect(() => {
    const ul = fila.current;
    const item = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!ul || !item) return;
    const fuera = item.getBoundingClientRect().right - ul.getBoundingClientRect().right;
    if (fuera > 0) ul.scrollLeft += fuera + 16;
  }, [actual, secciones.length]);

  if (secciones.length < 2) return null;
  return (
    <Box component="nav" aria-label={SECCIONES_ADMIN_LABEL} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Box
        component="ul"
        ref={fila}
        sx={{ display: 'flex', gap: 0.5, m: 0, p: 0, listStyle: 'none', overflowX: 'auto', overscrollBehaviorX: 'contain', scrollbarWidth: 'thin' }}
      >
        {secciones.map((s) => {
          const esta = s.ruta === actual;
          return (
            <Box component="li" key={s.ruta} sx={{ flexShrink: 0 }}>
              <Link
                component={RouterLink}
                to={s.ruta}
                aria-current={esta ? 'page' : undefined}
                underline="none"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  minHeight: 48,
                  px: 2,
                  whiteSpace: 'nowrap',
                  fontWeight: esta ? 600 : 500,
                  color: esta ? 'primary.main' : 'text.secondary',
                  borderBottom: 3,
                  borderColor: esta ? 'primary.main' : 'transparent',
                  '&:hover': { color: 'primary.main', bgcolor: 'action.hover' },
                }}
              >
                {s.etiqueta}
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
