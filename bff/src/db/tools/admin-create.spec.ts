import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type AuditoriaPagina, type User } from '@portal/shared/domain';
import { acquireDataDirLock } from '../../server/data-dir-lock';
import { CLI_PATHS } from '../../../test/backup';
import { createTestDatabase, startTestApp, type TestDatabase } from '../../../test/test-app';
import { ACTOR_CONSOLA, runAdminCreate, type AdminCreateIo } from './admin-create';

/** A terminal that answers the questions in order (and records them), or no terminal at all. */
function consola(respuestas?: string[]) {
  const preguntas: { pregunta: string; oculta: boolean }[] = [];
  const lineas: string[] = [];
  const io: AdminCreateIo = {
    interactive: Boolean(respuestas),
    ask: async (pregunta, opciones) => {
      preguntas.push({ pregunta, oculta: opciones?.oculta ?? false });
      return respuestas?.shift() ?? '';
    },
    log: (linea) => void lineas.push(linea),
  };
  return { io, preguntas, lineas };
}

/**
 * `npm run admin:create` on the database of this pass: PostgreSQL when the suite runs with DATABASE_URL (an empty
 * database of its own), else PGlite under a DATA_DIR of its own. A plant started with SEED=false: no user at all.
 */
describe('npm run admin:create: the first Admin of a plant without demo data', () => {
  let root: string;
  let dataDir: string;
  let database: TestDatabase;
  let env: Record<string, string>;
  const usuarios = async () => {
    const t = await startTestApp({ database, env: { DATA_DIR: dataDir, SEED: 'false' } });
    try {
      const { token } = await t.login('4321', '482915');
      return (await t.get<User[]>('/api/users', { token })).body.map((u) => [u.email, u.name, u.role]);
    } finally {
      await t.app.close();
    }
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'portal-admin-create-'));
    dataDir = join(root, 'data');
    database = await createTestDatabase();
    env = { ...database.env, DATA_DIR: dataDir };
  });
  afterAll(async () => {
    await database.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses a weak pin, a bad legajo or missing data before opening the database', async () => {
    const run = (args: string[], extra: Record<string, string> = {}) => runAdminCreate(args, { ...env, ...extra }, CLI_PATHS, consola().io);
    await expect(run(['--legajo=4321', '--nombre=Ana Pérez'], { ADMIN_PIN: '123456' })).rejects.toThrow(MSG.pinTrivial);
    await expect(run(['--legajo=4321', '--nombre=Ana Pérez'], { ADMIN_PIN: '4829' })).rejects.toThrow(MSG.pinMin);
    await expect(run(['--legajo=ab', '--nombre=Ana Pérez'], { ADMIN_PIN: '482915' })).rejects.toThrow(MSG.legajoNumerico);
    await expect(run(['--legajo=4321', '--nombre=Ana Pérez'])).rejects.toThrow(/Faltan datos: pin \(sin terminal/);
    await expect(run(['--rol=Operario'])).rejects.toThrow(/Opción desconocida: --rol=Operario/);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('creates an Admin from flags and ADMIN_PIN that logs in; the audit trail names the terminal', async () => {
    const { io, lineas } = consola();
    await runAdminCreate(['--legajo', '4321', '--nombre=Ana Pérez'], { ...env, ADMIN_PIN: '482915' }, CLI_PATHS, io);
    expect(lineas).toEqual([expect.stringMatching(/^Admin creado en (PostgreSQL|PGlite).*: legajo 4321, Ana Pérez\./)]);
    const t = await startTestApp({ database, env: { DATA_DIR: dataDir, SEED: 'false' } });
    try {
      const { token, user } = await t.login('4321', '482915');
      expect(user).toMatchObject({ email: '4321', name: 'Ana Pérez', role: 'Admin' });
      expect((await t.get<User[]>('/api/users', { token })).body.map((u) => u.email)).toEqual(['4321']);
      const auditoria = (await t.get<AuditoriaPagina>('/api/auditoria?entidad=usuario', { token })).body.items;
      expect(auditoria).toEqual([
        expect.objectContaining({ accion: 'crear', entidadId: user._id, usuario: { _id: null, nombre: ACTOR_CONSOLA.nombre, legajo: ACTOR_CONSOLA.legajo } }),
      ]);
    } finally {
      await t.app.close();
    }
  });

  it('asks on a terminal (the pin hidden, twice) and refuses pins that differ or a legajo that exists', async () => {
    const distintos = consola(['4400', 'Bruno Díaz', '731904', '731905']);
    await expect(runAdminCreate([], env, CLI_PATHS, distintos.io)).rejects.toThrow(MSG.pinesNoCoinciden);
    expect(distintos.preguntas).toEqual([
      { pregunta: 'N° de legajo: ', oculta: false },
      { pregunta: 'Nombre y apellido: ', oculta: false },
      { pregunta: 'Pin (6 dígitos o más): ', oculta: true },
      { pregunta: 'Repita el pin: ', oculta: true },
    ]);
    const repetido = consola(['Otra Persona', '731904', '731904']);
    await expect(runAdminCreate(['--legajo=4321'], env, CLI_PATHS, repetido.io)).rejects.toThrow(`${MSG.legajoDuplicado}: 4321`);
    const bien = consola(['4400', 'Bruno Díaz', '731904', '731904']);
    await runAdminCreate([], env, CLI_PATHS, bien.io);
    expect(await usuarios()).toEqual([
      ['4321', 'Ana Pérez', 'Admin'],
      ['4400', 'Bruno Díaz', 'Admin'],
    ]);
  });

  it('on PGlite, refuses while the portal holds the data directory', async () => {
    const dir = join(root, 'en-uso');
    const lock = acquireDataDirLock(dir);
    try {
      await expect(runAdminCreate(['--legajo=5000', '--nombre=Carla Ríos'], { DATA_DIR: dir, ADMIN_PIN: '482915' }, CLI_PATHS, consola().io)).rejects.toThrow(
        /DATA_DIR ya está en uso[\s\S]*Detenga el portal \(BFF\) y vuelva a ejecutar npm run admin:create/,
      );
    } finally {
      lock.release();
    }
  });
});
