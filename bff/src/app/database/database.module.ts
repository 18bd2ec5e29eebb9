import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { seedDatabase } from '../../db/seed/seed';
import { prepararTodasSql } from '../../db/tarjeta-meses';
import { PLANTA_PRINCIPAL } from '../../db/schema/plantas';
import { conAlcance } from './alcance-planta';
import { DB, LOCKS, type DatabaseConnection } from './database.types';
import { createNotifications, DatabaseNotifications } from './notifications';
import { openDatabase } from './open-database';
import { contextualDb } from './transaction-context';

export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');
const logger = new Logger('Database');

/** Opens the database, then migrates and seeds under an advisory lock so parallel starts are safe (also `npm run migrate:mongo`). */
export async function connectDatabase(config: AppConfig): Promise<DatabaseConnection> {
  const conn = await openDatabase(config);
  try {
    // As the tables' owner, writing the first plant: the seed's rows go to it.
    const alcance = { lectura: [PLANTA_PRINCIPAL], escritura: [PLANTA_PRINCIPAL], propietario: true };
    await conAlcance(alcance, () =>
      conn.withAdvisoryLock(LOCKS.migrateAndSeed, async (db) => {
        await conn.migrate(db, config.migrationsDir);
        if (config.seed && (await seedDatabase(db, config.plantTz))) {
          logger.log('Empty database seeded with demo users and field options');
          if (config.production) logger.warn('Demo users with documented pins were created: change their pins or delete them (SEED=false skips this)');
        }
        await db.execute(prepararTodasSql(config.plantTz));
      }),
    );
  } catch (err) {
    await conn.close().catch(() => undefined);
    throw err;
  }
  logger.log(`Using ${conn.kind === 'postgres' ? 'PostgreSQL' : `PGlite${config.pgliteSnapshot ? ' (in memory)' : ` in ${config.dataDir}`}`}`);
  return conn;
}

@Injectable()
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_CONNECTION) private readonly conn: DatabaseConnection) {}

  async onApplicationShutdown() {
    await this.conn.close();
  }
}

@Global()
@Module({
  providers: [
    { provide: DATABASE_CONNECTION, inject: [APP_CONFIG], useFactory: connectDatabase },
    { provide: DB, inject: [DATABASE_CONNECTION], useFactory: (conn: DatabaseConnection) => contextualDb(conn.db) },
    DatabaseLifecycle,
    {
      provide: DatabaseNotifications,
      inject: [DATABASE_CONNECTION, APP_CONFIG],
      useFactory: (conn: DatabaseConnection, config: AppConfig) => createNotifications(conn, config.databaseUrl),
    },
  ],
  exports: [DB, DATABASE_CONNECTION, DatabaseNotifications],
})
export class DatabaseModule {}
