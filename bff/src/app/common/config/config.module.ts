import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { KeyObject } from 'node:crypto';
import { Clock } from '../clock';
import { APP_CONFIG, type AppConfig } from './app-config';

export const JWT_KEY = Symbol('JWT_KEY');

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, jwtKey: KeyObject, clock: Clock): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: JWT_KEY, useValue: jwtKey },
        { provide: Clock, useValue: clock },
      ],
      exports: [APP_CONFIG, JWT_KEY, Clock],
    };
  }
}
