import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// Proves the typed contract cannot be bypassed: the lint config rejects a route or a request written by hand.
const root = join(import.meta.dirname, '..', '..', '..');
let eslint: ESLint;

async function errores(file: string, code: string, regla: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.filter((m) => m.ruleId === regla).map((m) => m.message);
}

describe('the typed contract in lint', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it.each(['Get', 'Post', 'Delete', 'HttpCode', 'Body', 'Query'])('rejects a controller importing %s from @nestjs/common', async (nombre) => {
    const code = `import { Controller, ${nombre} } from '@nestjs/common';\n@Controller()\nexport class ProbeController {}\nexport const x = ${nombre};\n`;
    expect((await errores('bff/src/app/probe/probe.controller.ts', code, 'no-restricted-imports')).join('\n')).toMatch('@Endpoint');
  });

  it('accepts a controller on the contract', async () => {
    const code =
      "import { Controller, Param } from '@nestjs/common';\nimport { Endpoint } from '../common/contract';\nexport const x = [Controller, Param, Endpoint];\n";
    expect(await errores('bff/src/app/probe/probe.controller.ts', code, 'no-restricted-imports')).toEqual([]);
  });

  it.each([
    ['a URL string', 'query: (id: string) => `/tarjetas/${id}`'],
    ['an object', "query: (body: unknown) => ({ url: '/tarjetas', method: 'POST', body })"],
    ['a block returning an object', "query: () => { const body = new FormData(); return { url: '/uploads', method: 'POST', body }; }"],
  ])('rejects an RTK endpoint built from %s', async (_caso, query) => {
    const code = `import { api } from '@portal/shared/data-access';\nexport const probeApi = api.injectEndpoints({ endpoints: (build) => ({ probe: build.query<unknown, string>({ ${query} }) }) });\n`;
    expect((await errores('mf-tarjetas/src/features/probe/probeApi.ts', code, 'no-restricted-syntax')).join('\n')).toMatch('pedir');
  });

  it('accepts an RTK endpoint calling pedir', async () => {
    const code =
      "import { kaizenContrato } from '@portal/shared/domain';\nimport { api, pedir } from '@portal/shared/data-access';\nexport const probeApi = api.injectEndpoints({ endpoints: (build) => ({ probe: build.query<unknown, string>({ query: (id) => pedir(kaizenContrato.detalle, { params: { id } }) }) }) });\n";
    expect(await errores('mf-tarjetas/src/features/probe/probeApi.ts', code, 'no-restricted-syntax')).toEqual([]);
  });
});
