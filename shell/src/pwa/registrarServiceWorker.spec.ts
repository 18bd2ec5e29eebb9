import { describe, expect, it, vi } from 'vitest';
import { registrarServiceWorker, SERVICE_WORKER_URL } from './registrarServiceWorker';

describe('registrarServiceWorker', () => {
  it('registers /sw.js for the whole portal', async () => {
    const register = vi.fn().mockResolvedValue({});
    expect(await registrarServiceWorker({ register } as unknown as ServiceWorkerContainer)).toBe(true);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('leaves the portal working when the browser has no service workers or refuses the registration', async () => {
    expect(await registrarServiceWorker(undefined)).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const register = vi.fn().mockRejectedValue(new DOMException('SecurityError'));
    expect(await registrarServiceWorker({ register } as unknown as ServiceWorkerContainer)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
