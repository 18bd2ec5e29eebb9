import { createAppConfig } from '../libs/tooling/build/rspack/app-config.mjs';

// Host: no static remotes; they are registered at runtime from /mf-remotes.json.
export default createAppConfig({ project: 'shell', name: 'shell', kind: 'host', port: 4200 });
