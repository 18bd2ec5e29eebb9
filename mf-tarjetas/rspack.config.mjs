import { createAppConfig } from '../libs/tooling/build/rspack/app-config.mjs';
import mf from './module-federation.config.mjs';

export default createAppConfig({ project: 'mf-tarjetas', name: mf.name, kind: 'remote', port: 4202, exposes: mf.exposes });
