import { browserProject } from '../tools/vitest/browser-project.mts';

export default browserProject('mf-dashboard', import.meta.dirname);
