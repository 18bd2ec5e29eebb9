// Remote name and exposed modules: must match REMOTES in @portal/shared/domain (checked by a unit test).
export default {
  name: 'mf_dashboard',
  exposes: {
    './DashboardPage': './src/pages/DashboardPage.tsx',
    './ProgramaPage': './src/pages/ProgramaPage.tsx',
    './EquipoAmPage': './src/pages/EquipoAmPage.tsx',
    './AuditoriaAmPage': './src/pages/AuditoriaAmPage.tsx',
    './PlantillasAmPage': './src/pages/PlantillasAmPage.tsx',
    './CumplimientoCilPage': './src/pages/CumplimientoCilPage.tsx',
  },
};
