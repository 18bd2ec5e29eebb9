import { browserProject } from '../../../libs/tooling/build/vitest/browser-project.mts';

export default browserProject('shared-live', import.meta.dirname);
