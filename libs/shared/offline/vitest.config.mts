import { browserProject } from '../../../libs/tooling/build/vitest/browser-project.mts';

export default browserProject('shared-offline', import.meta.dirname);
