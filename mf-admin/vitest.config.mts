import { browserProject } from '../tools/vitest/browser-project.mts';

export default browserProject('mf-admin', import.meta.dirname);
