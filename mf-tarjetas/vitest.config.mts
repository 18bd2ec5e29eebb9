import { browserProject } from '../tools/vitest/browser-project.mts';

export default browserProject('mf-tarjetas', import.meta.dirname);
