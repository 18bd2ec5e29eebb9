import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { KeyObject } from 'node:crypto';
import { AuditModule } from './audit/audit.module';
import { AvisosModule } from './avisos/avisos.module';
import { AuthModule } from './auth/auth.module';
import { CamposModule } from './campos/campos.module';
import { ComentariosModule } from './comentarios/comentarios.module';
import type { Clock } from './common/clock';
import { ContratoInterceptor } from './common/contract';
import type { AppConfig } from './common/config/app-config';
import { ConfigModule } from './common/config/config.module';
import { HeavyJobsModule } from './common/heavy/heavy-jobs.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DatabaseModule } from './database/database.module';
import { DetalleModule } from './detalle/detalle.module';
import { DocsModule } from './docs/docs.module';
import { EventsModule } from './events/events.module';
import { HealthModule } from './health/health.module';
import { HorasModule } from './horas/horas.module';
import { ImportarModule } from './importar/importar.module';
import { KaizenModule } from './kaizen/kaizen.module';
import { OrganigramaModule } from './organigrama/organigrama.module';
import { PantallasModule } from './pantallas/pantallas.module';
import { SeguimientoModule } from './seguimiento/seguimiento.module';
import { TableroModule } from './tablero/tablero.module';
import { StaticModule } from './static/static.module';
import { UsersModule } from './users/users.module';
import { FiltersModule } from './filters/filters.module';
import { TarjetasModule } from './tarjetas/tarjetas.module';
import { UploadsModule } from './uploads/uploads.module';
import { PlantasModule } from './plantas/plantas.module';
import { ProgramaModule } from './programa/programa.module';
import { CilModule } from './cil/cil.module';
import { SsoModule } from './sso/sso.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, jwtKey: KeyObject, clock: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, jwtKey, clock),
        HeavyJobsModule,
        DatabaseModule,
        AuditModule,
        AuthModule,
        SsoModule,
        UsersModule,
        HorasModule,
        CamposModule,
        DetalleModule,
        SeguimientoModule,
        TarjetasModule,
        ImportarModule,
        KaizenModule,
        ComentariosModule,
        OrganigramaModule,
        ProgramaModule,
        CilModule,
        PantallasModule,
        TableroModule,
        DashboardModule,
        AvisosModule,
        FiltersModule,
        UploadsModule,
        EventsModule,
        HealthModule,
        PlantasModule,
        StaticModule,
        DocsModule,
      ],
      providers: [{ provide: APP_INTERCEPTOR, useClass: ContratoInterceptor }],
    };
  }
}
