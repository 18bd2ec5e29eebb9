import { Module } from '@nestjs/common';
import { CamposModule } from '../campos/campos.module';
import { CurvaAmRepository } from './curva-am.repository';
import { CurvaAmService } from './curva-am.service';
import { ProgramaController } from './programa.controller';
import { ProgramaRepository } from './programa.repository';
import { ProgramaService } from './programa.service';
import { PuertaAmRepository } from './puerta-am.repository';
import { PuertaAmService } from './puerta-am.service';

/** The autonomous-maintenance program (issue 25): each Equipo autónomo's step, its gate, its proposals and its leader. */
@Module({
  imports: [CamposModule],
  controllers: [ProgramaController],
  providers: [ProgramaRepository, ProgramaService, PuertaAmRepository, PuertaAmService, CurvaAmRepository, CurvaAmService],
  exports: [ProgramaService],
})
export class ProgramaModule {}
