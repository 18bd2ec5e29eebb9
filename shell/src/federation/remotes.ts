import { createInstance, getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { rutaUrl, sistemaContrato, type RemotesManifest } from '@portal/shared/domain';
import type { ComponentType } from 'react';

export const REMOTES_MANIFEST_URL = rutaUrl(sistemaContrato.remotos);

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

/** Relative values ("/remotes/mf-x/mf-manifest.json") resolve against the page origin. */
export function resolveRemoteUrl(url: string, origin: string = window.location.origin): string {
  return new URL(url, origin).href;
}

export function parseRemotesManifest(json: unknown, origin?: string): RemotesManifest {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error(`${REMOTES_MANIFEST_URL} no es un objeto`);
  }
  const out: RemotesManifest = {};
  for (const [name, url] of Object.entries(json)) {
    if (typeof url === 'string' && url.trim()) out[name] = resolveRemoteUrl(url, origin);
  }
  return out;
}

let registration: Promise<RemotesManifest> | null = null;

function federation(): ModuleFederation {
  // The bundler runtime of the host creates the instance; createInstance is a fallback (tests).
  return getInstance() ?? createInstance({ name: 'shell', remotes: [] });
}

async function fetchAndRegister(): Promise<RemotesManifest> {
  const response = await fetch(REMOTES_MANIFEST_URL, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} respondió ${response.status}`);
  const manifest = parseRemotesManifest(await response.json());
  federation().registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
  return manifest;
}

/** Fetches /mf-remotes.json once and registers the remotes; a failure is forgotten so a retry refetches. */
export function startRemotesRegistration(): Promise<RemotesManifest> {
  if (!registration) {
    registration = fetchAndRegister();
    registration.catch(() => {
      registration = null;
    });
  }
  return registration;
}

export type RemoteModule = { default: ComponentType };

/** Loads `<remote>/<module>` (e.g. mf_kaizen + ./KaizenPage) through the MF runtime. */
export async function loadRemoteModule(remote: string, module: string): Promise<RemoteModule> {
  let manifest: RemotesManifest;
  try {
    manifest = await startRemotesRegistration();
  } catch (cause) {
    throw new RemoteLoadError(remote, `No se pudo leer ${REMOTES_MANIFEST_URL}`, { cause });
  }
  if (!manifest[remote]) throw new RemoteLoadError(remote, `${remote} no figura en ${REMOTES_MANIFEST_URL}`);
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let loaded: unknown;
  try {
    loaded = await federation().loadRemote<RemoteModule>(id);
  } catch (cause) {
    throw new RemoteLoadError(remote, `No se pudo cargar ${id}`, { cause });
  }
  const component = (loaded as Partial<RemoteModule> | null | undefined)?.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new RemoteLoadError(remote, `${id} no exporta un componente por defecto`);
  }
  return loaded as RemoteModule;
}

/** Tests only: forget the registration promise. */
export function resetRemotesRegistrationForTests(): void {
  registration = null;
}
