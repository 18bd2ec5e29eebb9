import { Module } from '@nestjs/common';
import { CamposModule } from '../campos/campos.module';
import { AuditoriaAmController } from './auditoria-am.controller';
import { AuditoriaAmRepository } from './auditoria-am.repository';
import { AuditoriaAmService } from './auditoria-am.service';
import { CurvaAmRepository } from './curva-am.repository';
import { CurvaAmService } from './curva-am.service';
import { ProgramaController } from './programa.controller';
import { ProgramaRepository } from './programa.repository';
import { ProgramaService } from './programa.service';
import { PuertaAmRepository } from './puerta-am.repository';
import { PuertaAmService } from './puerta-am.service';

/** The autonomous-maintenance program (issue 25): each Equipo autónomo's step, its gate, its proposals, its audits and its leader. */
@Module({
  imports: [CamposModule],
  controllers: [ProgramaController, AuditoriaAmController],
  providers: [
    ProgramaRepository,
    ProgramaService,
    PuertaAmRepository,
    PuertaAmService,
    CurvaAmRepository,
    CurvaAmService,
    AuditoriaAmRepository,
    AuditoriaAmService,
  ],
  exports: [ProgramaService],
})
export class ProgramaModule {}
