// Remote name and exposed modules: must match REMOTES in @portal/shared/domain (checked by a unit test).
export default {
  name: 'mf_kaizen',
  exposes: {
    './KaizenPage': './src/pages/KaizenPage.tsx',
    './AgregarKaizenPage': './src/pages/AgregarKaizenPage.tsx',
    './KaizenDetallePage': './src/pages/KaizenDetallePage.tsx',
  },
};
