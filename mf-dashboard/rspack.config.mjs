import { createAppConfig } from '../libs/tooling/build/rspack/app-config.mjs';
import mf from './module-federation.config.mjs';

export default createAppConfig({ project: 'mf-dashboard', name: mf.name, kind: 'remote', port: 4201, exposes: mf.exposes });
