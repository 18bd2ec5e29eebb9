import { browserProject } from '../../../tools/vitest/browser-project.mts';

export default browserProject('shared-data-access', import.meta.dirname);
