import { browserProject } from '../../../libs/tooling/build/vitest/browser-project.mts';

export default browserProject('shared-ui', import.meta.dirname);
