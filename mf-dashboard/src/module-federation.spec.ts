import { describe, expect, it } from 'vitest';
import { REMOTES } from '@portal/shared/domain';
// @ts-expect-error plain ESM config without type declarations
import mf from '../module-federation.config.mjs';

describe('mf-dashboard Module Federation config', () => {
  it('uses the remote name and exposes exactly the modules of the domain REMOTES map', () => {
    expect(mf.name).toBe('mf_dashboard');
    expect(REMOTES.mf_dashboard.folder).toBe('mf-dashboard');
    expect(Object.keys(mf.exposes).sort()).toEqual([...REMOTES.mf_dashboard.exposes].sort());
    for (const [key, file] of Object.entries(mf.exposes as Record<string, string>)) {
      expect(file).toBe(`./src/pages/${key.slice(2)}.tsx`);
    }
  });
});
