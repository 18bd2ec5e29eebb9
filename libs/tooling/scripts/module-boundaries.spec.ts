import { ESLint } from 'eslint';
import { createProjectGraphAsync } from '@nx/devkit';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// Proves the architecture's fences hold: the lint config really rejects these imports.
const root = join(import.meta.dirname, '..', '..', '..');
let eslint: ESLint;

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

describe('@nx/enforce-module-boundaries', () => {
  beforeAll(async () => {
    await createProjectGraphAsync({ exitOnError: false });
    eslint = new ESLint({ cwd: root });
  });

  it('rejects a remote importing another remote', async () => {
    const errors = await boundaryErrors(
      'mf-kaizen/src/pages/Probe.tsx',
      "import Page from '../../../mf-tarjetas/src/pages/TarjetasPage';\nexport default Page;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('rejects a remote importing the shell', async () => {
    const errors = await boundaryErrors('mf-admin/src/pages/Probe.tsx', "import { App } from '../../../shell/src/app/App';\nexport default App;\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  it.each(['@nestjs/common', 'drizzle-orm', 'pg', '@electric-sql/pglite'])('rejects browser code importing %s', async (pkg) => {
    const errors = await boundaryErrors('shell/src/app/Probe.tsx', `import * as x from '${pkg}';\nexport default x;\n`);
    expect(errors.join('\n')).toMatch(pkg);
  });

  it.each(['react', '@mui/material'])('rejects the BFF importing %s', async (pkg) => {
    const errors = await boundaryErrors('bff/src/app/probe.ts', `import * as x from '${pkg}';\nexport default x;\n`);
    expect(errors.join('\n')).toMatch(pkg);
  });

  it('rejects the domain lib importing a framework', async () => {
    const errors = await boundaryErrors('libs/shared/domain/src/lib/probe.ts', "import * as x from 'react';\nexport default x;\n");
    expect(errors.join('\n')).toMatch('react');
  });

  it('accepts a remote importing the shared libs', async () => {
    const errors = await boundaryErrors(
      'mf-tarjetas/src/pages/Probe.tsx',
      "import { ROUTES } from '@portal/shared/domain';\nimport { api } from '@portal/shared/data-access';\nexport default [ROUTES, api];\n",
    );
    expect(errors).toEqual([]);
  });
});
