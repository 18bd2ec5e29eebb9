import { browserProject } from '../../../libs/tooling/build/vitest/browser-project.mts';

export default browserProject('shared-data-access', import.meta.dirname);
