import type { TestProject } from 'vitest/node';
import { startPortal, startStaticServer, type Started } from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    remoteOrigin: string;
  }
}

/**
 * Starts the production build once: the BFF (embedded PGlite, fresh data dir, demo seed) and,
 * on a second origin, a static server for mf-dashboard, so every run also proves that a remote
 * deployed elsewhere loads through the runtime manifest (CORS included).
 */
export default async function setup(project: TestProject) {
  const started: Started[] = [];
  const remote = await startStaticServer('mf-dashboard');
  started.push(remote);
  const portal = await startPortal({ MF_REMOTE_URL_MF_DASHBOARD: `${remote.url}/mf-manifest.json` });
  started.push(portal);
  project.provide('baseUrl', portal.url);
  project.provide('remoteOrigin', remote.url);
  return async () => {
    for (const s of started.reverse()) await s.stop();
  };
}
