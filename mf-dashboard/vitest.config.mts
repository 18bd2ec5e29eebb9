import { browserProject } from '../libs/tooling/build/vitest/browser-project.mts';

export default browserProject('mf-dashboard', import.meta.dirname);
