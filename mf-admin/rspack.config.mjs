import { createAppConfig } from '../libs/tooling/build/rspack/app-config.mjs';
import mf from './module-federation.config.mjs';

export default createAppConfig({ project: 'mf-admin', name: mf.name, kind: 'remote', port: 4204, exposes: mf.exposes });
