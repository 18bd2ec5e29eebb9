import 'reflect-metadata';
import { createInterface, type Interface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { crearAdminSchema, MSG, parsePayload, type CrearAdminInput } from '@portal/shared/domain';
import { loadConfig } from '../../app/common/config/app-config';
import { hashPin } from '../../app/common/password';
import { connectDatabase } from '../../app/database/database.module';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../../server/data-dir-lock';
import { altaUsuarios } from '../alta-usuarios';
import type { Db } from '../../app/database/database.types';
import { enPlanta } from '../../app/database/alcance-planta';
import { PLANTA_PRINCIPAL } from '../schema/plantas';

/**
 * `npm run admin:create`: the plant's first Admin when the portal starts without demo data (SEED=false), or a way
 * back in when no Admin's pin is known. Whoever runs it already holds the server and its database.
 */
export const ADMIN_CREATE_USAGE = `Uso / Usage:
  npm run admin:create                       (en una terminal: pregunta legajo, nombre y pin)
  npm run admin:create -- --legajo=1234 --nombre="Ana Pérez"   (el pin se pregunta, o ADMIN_PIN=…)
  ADMIN_LEGAJO=1234 ADMIN_NOMBRE="Ana Pérez" ADMIN_PIN=… npm run admin:create   (scripts)`;

/** The audit trail's author of the row (no user: the terminal). */
export const ACTOR_CONSOLA = { id: null, nombre: 'Consola (npm run admin:create)', legajo: 'consola', ip: null };

export class AdminCreateError extends Error {}

/** How the tool talks to whoever runs it: questions only on a terminal (`interactive`). */
export interface AdminCreateIo {
  interactive: boolean;
  ask(pregunta: string, opciones?: { oculta?: boolean }): Promise<string>;
  log(linea: string): void;
  /** Done asking: the terminal is let go. */
  close?(): void;
}

interface Datos {
  legajo?: string;
  nombre?: string;
  pin?: string;
}

const FLAGS = { '--legajo': 'legajo', '--nombre': 'nombre', '--pin': 'pin' } as const;

/** `--legajo=1234` or `--legajo 1234`; anything else is a usage error. */
function leerFlags(args: string[]): Datos {
  const datos: Datos = {};
  for (let i = 0; i < args.length; i++) {
    const [flag, ...resto] = args[i]!.split('=');
    const clave = FLAGS[flag as keyof typeof FLAGS];
    if (!clave) throw new AdminCreateError(`Opción desconocida: ${args[i]}\n${ADMIN_CREATE_USAGE}`);
    const valor = resto.length ? resto.join('=') : args[++i];
    if (valor === undefined) throw new AdminCreateError(`Falta el valor de ${flag}\n${ADMIN_CREATE_USAGE}`);
    datos[clave] = valor;
  }
  return datos;
}

/** Flags first, then ADMIN_* variables, then questions on a terminal (the pin hidden and asked twice). */
async function reunirDatos(args: string[], env: NodeJS.ProcessEnv, io: AdminCreateIo): Promise<CrearAdminInput> {
  const flags = leerFlags(args);
  const datos: Datos = { legajo: flags.legajo ?? env.ADMIN_LEGAJO, nombre: flags.nombre ?? env.ADMIN_NOMBRE, pin: flags.pin ?? env.ADMIN_PIN };
  const faltan = (['legajo', 'nombre', 'pin'] as const).filter((k) => !datos[k]);
  if (faltan.length && !io.interactive) {
    throw new AdminCreateError(`Faltan datos: ${faltan.join(', ')} (sin terminal no se pueden preguntar)\n${ADMIN_CREATE_USAGE}`);
  }
  datos.legajo ||= await io.ask('N° de legajo: ');
  datos.nombre ||= await io.ask('Nombre y apellido: ');
  if (!datos.pin) {
    const pin = await io.ask('Pin (6 dígitos o más): ', { oculta: true });
    if ((await io.ask('Repita el pin: ', { oculta: true })) !== pin) throw new AdminCreateError(MSG.pinesNoCoinciden);
    datos.pin = pin;
  }
  const parsed = parsePayload(crearAdminSchema, { email: datos.legajo, name: datos.nombre, password: datos.pin });
  if (!parsed.ok) throw new AdminCreateError(parsed.msg);
  return parsed.data;
}

export interface AdminCreatePaths {
  repoRoot: string;
  migrationsDir: string;
}

/**
 * Creates an Admin in the configured database (DATABASE_URL, else PGlite under DATA_DIR, migrated first as the BFF
 * does, never seeded), recorded in the audit trail as made from the terminal. Everything is checked before the
 * database is opened; an existing legajo is refused, never overwritten.
 */
export async function runAdminCreate(args: string[], env: NodeJS.ProcessEnv, paths: AdminCreatePaths, io: AdminCreateIo): Promise<void> {
  let admin: CrearAdminInput;
  try {
    admin = await reunirDatos(args, env, io);
  } finally {
    io.close?.();
  }
  const config = { ...loadConfig({ ...env, NODE_ENV: 'development' }, paths), seed: false };
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        throw new AdminCreateError(
          `${err.message}\nDetenga el portal (BFF) y vuelva a ejecutar npm run admin:create / Stop the BFF first: the embedded database is one process's.`,
        );
      }
      throw err;
    }
  }
  try {
    const passwordHash = await hashPin(admin.password);
    const conn = await connectDatabase(config);
    try {
      // Its audit record goes to the first plant (memberships per plant: issue 24 §1).
      const creado = await enPlanta(PLANTA_PRINCIPAL, () =>
        conn.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('portal.actor', ${JSON.stringify(ACTOR_CONSOLA)}, true), set_config('portal.accion', 'crear', true)`);
          return altaUsuarios(tx as unknown as Db, [{ legajo: admin.email, name: admin.name, role: 'Admin', passwordHash, adminEmpresa: true }]);
        }),
      );
      if (!creado.length) throw new AdminCreateError(`${MSG.legajoDuplicado}: ${admin.email}`);
      const donde = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`;
      io.log(`Admin creado en ${donde}: legajo ${admin.email}, ${admin.name}. Ingrese al portal con ese legajo y su pin.`);
    } finally {
      await conn.close();
    }
  } finally {
    lock?.release();
  }
}

/**
 * Questions on the terminal through one readline interface whose lines are queued: a pasted burst of answers, or a
 * second interface, would otherwise lose lines. A hidden question echoes nothing of what is typed. Ctrl+C or the
 * end of the input cancels.
 */
export function terminalIo(): AdminCreateIo {
  let rl: Interface | undefined;
  let oculto = false;
  let cerrado = false;
  const lineas: string[] = [];
  let esperando: { resolve: (linea: string) => void; reject: (err: Error) => void } | undefined;
  const cancelado = () => new AdminCreateError('Cancelado: no se creó ningún usuario');
  const abrir = (): Interface => {
    if (rl) return rl;
    const nuevo = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // readline echoes through _writeToOutput: while the pin is typed, nothing of it reaches the screen.
    const conEco = nuevo as unknown as { _writeToOutput: (texto: string) => void };
    const escribir = conEco._writeToOutput.bind(nuevo);
    conEco._writeToOutput = (texto) => {
      if (!oculto) escribir(texto);
    };
    nuevo.on('line', (linea) => {
      const quien = esperando;
      esperando = undefined;
      if (quien) quien.resolve(linea);
      else lineas.push(linea);
    });
    nuevo.on('SIGINT', () => nuevo.close());
    nuevo.on('close', () => {
      cerrado = true;
      esperando?.reject(cancelado());
      esperando = undefined;
    });
    rl = nuevo;
    return nuevo;
  };
  const siguiente = (): Promise<string> =>
    lineas.length
      ? Promise.resolve(lineas.shift()!)
      : cerrado
        ? Promise.reject(cancelado())
        : new Promise((resolve, reject) => (esperando = { resolve, reject }));
  return {
    interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
    async ask(pregunta, { oculta = false } = {}) {
      const r = abrir();
      oculto = false;
      r.setPrompt(pregunta);
      r.prompt();
      oculto = oculta;
      try {
        return (await siguiente()).trim();
      } finally {
        oculto = false;
        if (oculta) process.stdout.write('\n');
      }
    },
    log: (linea) => console.log(linea),
    close: () => {
      esperando = undefined;
      rl?.close();
    },
  };
}
