import { Module } from '@nestjs/common';
import { DashboardModule } from '../dashboard/dashboard.module';
import { AvisosController, ReporteEnvioController } from './avisos.controller';
import { AvisosRepository } from './avisos.repository';
import { AvisosService } from './avisos.service';
import { CorreosRepository } from './correos.repository';
import { CorreosService } from './correos.service';
import { Mailer } from './mailer';
import { ReporteSemanalRepository } from './reporte-semanal.repository';
import { ReporteSemanalService } from './reporte-semanal.service';

/** Overdue escalation, its e-mail outbox and the weekly report e-mail (issue 12). */
@Module({
  imports: [DashboardModule],
  controllers: [AvisosController, ReporteEnvioController],
  providers: [AvisosRepository, AvisosService, CorreosRepository, CorreosService, ReporteSemanalRepository, ReporteSemanalService, Mailer],
  exports: [AvisosService],
})
export class AvisosModule {}
