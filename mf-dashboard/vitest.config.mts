// eslint-disable-next-line @nx/enforce-module-boundaries -- workspace build tooling (tools/), not a project
import { browserProject } from '../tools/vitest/browser-project.mts';

export default browserProject('mf-dashboard', import.meta.dirname);
