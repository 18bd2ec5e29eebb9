import { CamposModule } from '../campos/campos.module';
import { Module } from '@nestjs/common';
import { ComparacionController } from './comparacion.controller';
import { ComparacionRepository } from './comparacion.repository';
import { ComparacionService } from './comparacion.service';
import { DashboardCache } from './dashboard-cache';
import { DashboardController } from './dashboard.controller';
import { DashboardRepository } from './dashboard.repository';
import { DashboardService } from './dashboard.service';
import { ReporteController } from './reporte.controller';
import { ReporteRepository } from './reporte.repository';
import { ReporteService } from './reporte.service';

/** The home page's figures (SQL aggregates), their Excel exports and the 'Reporte de avance' PDF. */
@Module({
  imports: [CamposModule],
  controllers: [DashboardController, ReporteController, ComparacionController],
  providers: [ComparacionRepository, ComparacionService, DashboardCache, DashboardRepository, DashboardService, ReporteRepository, ReporteService],
  exports: [ReporteService],
})
export class DashboardModule {}
