import { Module } from '@nestjs/common';
import { DashboardModule } from '../dashboard/dashboard.module';
import { AvisosController, ReporteEnvioController } from './avisos.controller';
import { AvisosRepository } from './avisos.repository';
import { AvisosService } from './avisos.service';
import { Mailer } from './mailer';

/** Overdue escalation, its e-mail outbox and the weekly report e-mail (issue 12). */
@Module({
  imports: [DashboardModule],
  controllers: [AvisosController, ReporteEnvioController],
  providers: [AvisosRepository, AvisosService, Mailer],
  exports: [AvisosService],
})
export class AvisosModule {}
