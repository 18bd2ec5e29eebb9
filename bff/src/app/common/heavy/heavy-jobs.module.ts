import { Global, Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { HeavyJobPool } from './heavy-job-pool';

/** One pool of heavy-job workers per instance (docs/decisions.md, 'Heavy jobs'), closed with the app. */
@Global()
@Module({
  providers: [{ provide: HeavyJobPool, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new HeavyJobPool(config.heavy) }],
  exports: [HeavyJobPool],
})
export class HeavyJobsModule implements OnModuleDestroy {
  constructor(@Inject(HeavyJobPool) private readonly pool: HeavyJobPool) {}

  onModuleDestroy() {
    return this.pool.close();
  }
}
