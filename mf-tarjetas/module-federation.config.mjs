// Remote name and exposed modules: must match REMOTES in @portal/shared/domain (checked by a unit test).
export default {
  name: 'mf_tarjetas',
  exposes: {
    './TarjetasPage': './src/pages/TarjetasPage.tsx',
    './TarjetasFiltroPage': './src/pages/TarjetasFiltroPage.tsx',
    './AgregarTarjetaPage': './src/pages/AgregarTarjetaPage.tsx',
    './BuscarPage': './src/pages/BuscarPage.tsx',
    './TarjetaDetallePage': './src/pages/TarjetaDetallePage.tsx',
    './TableroPage': './src/pages/TableroPage.tsx',
    './BandejaPage': './src/pages/BandejaPage.tsx',
    './MisReportesPage': './src/pages/MisReportesPage.tsx',
    './CilPage': './src/pages/CilPage.tsx',
    './RutinaCilPage': './src/pages/RutinaCilPage.tsx',
  },
};
