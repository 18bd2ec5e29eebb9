import { createAppConfig } from '../libs/tooling/build/rspack/app-config.mjs';
import mf from './module-federation.config.mjs';

export default createAppConfig({ project: 'mf-kaizen', name: mf.name, kind: 'remote', port: 4203, exposes: mf.exposes });
