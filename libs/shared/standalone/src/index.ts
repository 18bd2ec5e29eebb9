export { StandaloneApp, type StandaloneAppProps, type StandalonePage } from './lib/StandaloneApp';
export { StandaloneLogin } from './lib/StandaloneLogin';
export { createStandaloneStore } from './lib/store';
export { mountStandalone } from './lib/mount';
