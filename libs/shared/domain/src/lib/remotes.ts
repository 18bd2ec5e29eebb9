/** Module Federation remote names (valid JS identifiers) and the modules each exposes. */
export const REMOTES = {
  mf_dashboard: {
    folder: 'mf-dashboard',
    exposes: ['./DashboardPage', './ProgramaPage', './EquipoAmPage', './AuditoriaAmPage', './PlantillasAmPage', './CumplimientoCilPage'],
  },
  mf_tarjetas: {
    folder: 'mf-tarjetas',
    exposes: [
      './TarjetasPage',
      './TarjetasFiltroPage',
      './AgregarTarjetaPage',
      './BuscarPage',
      './TarjetaDetallePage',
      './TableroPage',
      './BandejaPage',
      './MisReportesPage',
      './CilPage',
      './RutinaCilPage',
    ],
  },
  mf_kaizen: { folder: 'mf-kaizen', exposes: ['./KaizenPage', './AgregarKaizenPage', './KaizenDetallePage'] },
  mf_admin: {
    folder: 'mf-admin',
    exposes: [
      './AdminPage',
      './RegisterPage',
      './MisHorasPage',
      './ChartPage',
      './AuditoriaPage',
      './ImportarPage',
      './CamposPage',
      './PantallasPage',
      './EstandarCilPage',
    ],
  },
} as const;
export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];
