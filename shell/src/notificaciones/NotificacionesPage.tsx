import { useState } from 'react';
import { Box, FormControlLabel, Paper, Switch, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useGetTodasNovedadesQuery, useGetTodasVencidasQuery } from '@portal/shared/data-access';
import { PageTitle, useDiasAlerta, usePlantaTiempo } from '@portal/shared/ui';
import { GRUPO_CIL, grupoRutinasCil, gruposCampana, type GrupoCampana } from './gruposNotificaciones';
import { ListaGrupos } from './ListaGrupos';
import { MarcarTodasButton } from './MarcarTodasButton';
import { useRutinasCilAtrasadas } from './useRutinasCilAtrasadas';

export const FILTROS_NOTIFICACIONES = {
  todas: 'Todas',
  misTarjetas: 'Mis tarjetas',
  comentarios: 'Comentarios',
  vencidas: 'Vencidas',
  [GRUPO_CIL]: 'Rutinas CIL',
} as const;
type Filtro = keyof typeof FILTROS_NOTIFICACIONES;
export const SIN_RESULTADOS = 'No hay notificaciones con estos filtros.';

const deFiltro = (g: GrupoCampana, filtro: Filtro) => filtro === 'todas' || (filtro === 'vencidas' ? g.key.startsWith('vencidas:') : g.key === filtro);

/**
 * /notificaciones (issue 22): everything the bell says, longer (up to 200 of each list), filtered by kind and by
 * unread. Opening a card reads its news, as from the bell. Overdue CIL routines stay under 'Sólo sin leer': they are
 * never read, only done.
 */
export function NotificacionesPage() {
  const { data: novedades = { items: [], noLeidas: 0 } } = useGetTodasNovedadesQuery();
  const { data: vencidas = { items: [], noLeidas: 0 } } = useGetTodasVencidasQuery();
  const cil = useRutinasCilAtrasadas();
  const tiempo = usePlantaTiempo();
  const dias = useDiasAlerta();
  const [filtro, setFiltro] = useState<Filtro>('todas');
  const [soloSinLeer, setSoloSinLeer] = useState(false);
  const grupos = [...gruposCampana(novedades.items, vencidas.items, tiempo.fecha, dias), ...grupoRutinasCil(cil)]
    .filter((g) => deFiltro(g, filtro))
    .map((g) => (soloSinLeer && g.cuenta === 'sinLeer' ? { ...g, items: g.items.filter((i) => !i.leida) } : g))
    .filter((g) => g.items.length > 0);
  return (
    <>
      <PageTitle actions={<MarcarTodasButton novedades={novedades.noLeidas} vencidas={vencidas.noLeidas} />}>Notificaciones</PageTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filtro}
          onChange={(_e, v: Filtro | null) => v && setFiltro(v)}
          aria-label="Mostrar"
          sx={{ flexWrap: 'wrap' }}
        >
          {(Object.keys(FILTROS_NOTIFICACIONES) as Filtro[]).map((f) => (
            <ToggleButton key={f} value={f} sx={{ minHeight: 44, textTransform: 'none' }}>
              {FILTROS_NOTIFICACIONES[f]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={soloSinLeer} onChange={(e) => setSoloSinLeer(e.target.checked)} />}
          label="Sólo sin leer"
          sx={{ minHeight: 44 }}
        />
      </Box>
      <Paper variant="outlined" sx={{ py: 1 }}>
        {grupos.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
            {SIN_RESULTADOS}
          </Typography>
        ) : (
          <ListaGrupos grupos={grupos} />
        )}
      </Paper>
    </>
  );
}
