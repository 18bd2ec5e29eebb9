import { browserProject } from '../tools/vitest/browser-project.mts';

export default browserProject('shell', import.meta.dirname);
