import { describe, expect, it } from 'vitest';
import { REMOTES } from '@portal/shared/domain';
// @ts-expect-error plain ESM config without type declarations
import mf from '../module-federation.config.mjs';

describe('mf-admin Module Federation config', () => {
  it('uses the remote name and exposes exactly the modules of the domain REMOTES map', () => {
    expect(mf.name).toBe('mf_admin');
    expect(REMOTES.mf_admin.folder).toBe('mf-admin');
    expect(Object.keys(mf.exposes).sort()).toEqual([...REMOTES.mf_admin.exposes].sort());
    for (const [key, file] of Object.entries(mf.exposes as Record<string, string>)) {
      expect(file).toBe(`./src/pages/${key.slice(2)}.tsx`);
    }
  });
});
