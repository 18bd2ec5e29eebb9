import { browserProject } from '../libs/tooling/build/vitest/browser-project.mts';

export default browserProject('shell', import.meta.dirname);
