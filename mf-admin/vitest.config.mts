import { browserProject } from '../libs/tooling/build/vitest/browser-project.mts';

export default browserProject('mf-admin', import.meta.dirname);
