import { createAppConfig } from '../tools/rspack/app-config.mjs';
import mf from './module-federation.config.mjs';

export default createAppConfig({ project: 'mf-tarjetas', name: mf.name, kind: 'remote', port: 4202, exposes: mf.exposes });
