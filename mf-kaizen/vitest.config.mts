import { browserProject } from '../tools/vitest/browser-project.mts';

export default browserProject('mf-kaizen', import.meta.dirname);
