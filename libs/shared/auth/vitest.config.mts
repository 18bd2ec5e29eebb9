import { browserProject } from '../../../tools/vitest/browser-project.mts';

export default browserProject('shared-auth', import.meta.dirname);
