import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build script without types
import { createAppConfig } from './app-config.mjs';
// @ts-expect-error plain ESM build script without types
import { SPANISH_LOCALES } from './locales.mjs';

const build = (kind: 'host' | 'remote', mode: 'production' | 'development') =>
  createAppConfig({ project: kind === 'host' ? 'shell' : 'mf-x', name: kind === 'host' ? 'shell' : 'mf_x', kind, port: 4999 })({}, { mode });

describe('production build config', () => {
  it('writes hidden source maps outside the served folder', () => {
    const config = build('remote', 'production');
    expect(config.devtool).toBe('hidden-source-map');
    const mapOf = resolve(config.output.path, config.output.sourceMapFilename.replace('[file]', 'main.js'));
    expect(mapOf.startsWith(`${config.output.path}/`)).toBe(false);
    expect(mapOf).toContain('/dist/source-maps/mf-x/');
  });

  it('precompresses only production output', () => {
    const names = (mode: 'production' | 'development') => build('host', mode).plugins.map((p: object) => p.constructor.name);
    expect(names('production')).toContain('PrecompressPlugin');
    expect(names('development')).not.toContain('PrecompressPlugin');
  });

  it("puts the shell's npm code in one chunk and a remote's in one chunk per package", () => {
    const host = build('host', 'production').optimization.splitChunks.cacheGroups;
    expect(host.vendors).toMatchObject({ name: 'vendors', enforce: true });
    const remote = build('remote', 'production').optimization.splitChunks.cacheGroups.packages;
    const chunkOf = (path: string) => remote.name({ nameForCondition: () => path });
    expect(chunkOf('/w/node_modules/@mui/material/Button/Button.mjs')).toBe('npm.mui-material');
    expect(chunkOf('/w/node_modules/react-is/cjs/react-is.production.js')).toBe('npm.react-is');
    expect(chunkOf('/w/node_modules/.pnpm/x/node_modules/@emotion/react/dist/x.js')).toBe('npm.emotion-react');
  });
});

describe('Spanish locales', () => {
  it.each(Object.entries(SPANISH_LOCALES) as [string, string][])('%s resolves to a file exporting esES', async (_request, file) => {
    const locale = (await import(file)) as { esES?: { components?: object } };
    expect(locale.esES).toBeTypeOf('object');
  });
});
