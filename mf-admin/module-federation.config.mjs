// Remote name and exposed modules: must match REMOTES in @portal/shared/domain (checked by a unit test).
export default {
  name: 'mf_admin',
  exposes: {
    './AdminPage': './src/pages/AdminPage.tsx',
    './RegisterPage': './src/pages/RegisterPage.tsx',
    './MisHorasPage': './src/pages/MisHorasPage.tsx',
    './ChartPage': './src/pages/ChartPage.tsx',
    './AuditoriaPage': './src/pages/AuditoriaPage.tsx',
    './ImportarPage': './src/pages/ImportarPage.tsx',
    './CamposPage': './src/pages/CamposPage.tsx',
    './PantallasPage': './src/pages/PantallasPage.tsx',
    './EstandarCilPage': './src/pages/EstandarCilPage.tsx',
  },
};
