import { Module } from '@nestjs/common';
import { AvisosModule } from '../avisos/avisos.module';
import { NovedadesRepository } from './novedades.repository';
import { NovedadesService } from './novedades.service';
import { BandejaController, MisReportesController, NovedadesController } from './seguimiento.controller';
import { SeguimientoRepository } from './seguimiento.repository';
import { SeguimientoService } from './seguimiento.service';

/** Following cards up (issue 22): novedades for their authors, 'Mis reportes', the Bandeja. */
@Module({
  imports: [AvisosModule],
  controllers: [MisReportesController, NovedadesController, BandejaController],
  providers: [NovedadesRepository, NovedadesService, SeguimientoRepository, SeguimientoService],
  exports: [NovedadesService],
})
export class SeguimientoModule {}
