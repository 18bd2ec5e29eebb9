import { Module } from '@nestjs/common';
import { ProgramaController } from './programa.controller';
import { ProgramaRepository } from './programa.repository';
import { ProgramaService } from './programa.service';
import { PuertaAmRepository } from './puerta-am.repository';
import { PuertaAmService } from './puerta-am.service';

/** The autonomous-maintenance program (issue 25): each Equipo autónomo's step, its gate, its proposals and its leader. */
@Module({
  controllers: [ProgramaController],
  providers: [ProgramaRepository, ProgramaService, PuertaAmRepository, PuertaAmService],
  exports: [ProgramaService],
})
export class ProgramaModule {}
