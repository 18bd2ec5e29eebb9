import { browserProject } from '../../../tools/vitest/browser-project.mts';

export default browserProject('shared-ui', import.meta.dirname);
