import { Box, CircularProgress, Tab, Tabs, tabsClasses, useMediaQuery, type Theme } from '@mui/material';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RequireAuth, useAuth, useCan } from '@portal/shared/auth';
import { PESTANA_CURVA, PESTANA_PLANTAS, PESTANAS_DASHBOARD, soloLectura, type PestanaDashboard } from '@portal/shared/domain';
import { PageTitle } from '@portal/shared/ui';
import { ReporteButton } from '../features/reporte/ReporteButton';

const EvolucionTab = lazy(() => import('../features/evolucion/EvolucionTab'));
/** The tabs without a colour; the four colour tabs share EvolucionTab. */
const OTRAS: Partial<Record<PestanaDashboard, LazyExoticComponent<ComponentType>>> = {
  autonomia: lazy(() => import('../features/autonomia/AutonomiaTab')),
  riesgo: lazy(() => import('../features/riesgo/RiesgoTab')),
  personalizado: lazy(() => import('../features/personalizado/PersonalizadoTab')),
  pareto: lazy(() => import('../features/pareto/ParetoTab')),
  antiguedad: lazy(() => import('../features/antiguedad/AntiguedadTab')),
  mttr: lazy(() => import('../features/mttr/MttrTab')),
};

const PlantasTab = lazy(() => import('../features/plantas/PlantasTab'));
const CurvaTab = lazy(() => import('../features/curva/CurvaTab'));

type Pestana = (typeof PESTANAS_DASHBOARD)[number] | typeof PESTANA_CURVA | typeof PESTANA_PLANTAS;
type IdPestana = Pestana['id'];

/**
 * From `md` up every tab is in view (issue 22: Pareto and Antigüedad hid behind the scroller at 1366 px): the labels as
 * written (not upper-cased, narrower) in rows that wrap, the chosen one underlined. A phone keeps the scroller.
 */
const TABS_EN_FILAS = {
  [`& .${tabsClasses.list}`]: { flexWrap: 'wrap' },
  [`& .${tabsClasses.indicator}`]: { display: 'none' },
  '& .MuiTab-root': { textTransform: 'none', fontSize: '0.9375rem', px: 1.5 },
  '& .MuiTab-root.Mui-selected': { boxShadow: 'inset 0 -2px 0 currentColor' },
} as const;

/** / — the home page: the spec's seven tabs and the plant's extra views; the tab lives in the URL (?tab=). */
export default function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const puedeReporte = useCan('dashboard.reporte');
  const comparaPlantas = useCan('plantas.comparar');
  const { user } = useAuth();
  const pestanas: readonly Pestana[] = [...PESTANAS_DASHBOARD, PESTANA_CURVA, ...(comparaPlantas ? [PESTANA_PLANTAS] : [])];
  // Corporativo (reads, writes nothing) comes for the plants comparison; everyone else starts on the first tab.
  const inicial = comparaPlantas && soloLectura(user?.role) ? PESTANA_PLANTAS : PESTANAS_DASHBOARD[0];
  const actual = pestanas.find((p) => p.id === params.get('tab')) ?? inicial;
  const Otra = actual.id === PESTANA_PLANTAS.id ? PlantasTab : actual.id === PESTANA_CURVA.id ? CurvaTab : OTRAS[actual.id];
  const enFilas = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  return (
    <RequireAuth>
      <PageTitle actions={puedeReporte ? <ReporteButton /> : undefined}>Dashboard</PageTitle>
      <Tabs
        value={actual.id}
        onChange={(_e, v: IdPestana) => setParams({ tab: v }, { replace: true })}
        variant={enFilas ? 'standard' : 'scrollable'}
        scrollButtons={!enFilas}
        allowScrollButtonsMobile
        aria-label="Vistas del dashboard"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, ...(enFilas ? TABS_EN_FILAS : {}) }}
      >
        {pestanas.map((p) => (
          <Tab key={p.id} value={p.id} label={p.titulo} id={`tab-${p.id}`} aria-controls={`panel-${p.id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${actual.id}`} aria-labelledby={`tab-${actual.id}`}>
        <Suspense fallback={<CircularProgress aria-label="Cargando" />}>
          {'color' in actual ? <EvolucionTab key={actual.id} color={actual.color} /> : Otra ? <Otra /> : null}
        </Suspense>
      </Box>
    </RequireAuth>
  );
}
