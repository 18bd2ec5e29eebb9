import { Module } from '@nestjs/common';
import { ProgramaController } from './programa.controller';
import { ProgramaRepository } from './programa.repository';
import { ProgramaService } from './programa.service';

/** The autonomous-maintenance program (issue 25): each Equipo autónomo's step, its history and its leader. */
@Module({
  controllers: [ProgramaController],
  providers: [ProgramaRepository, ProgramaService],
})
export class ProgramaModule {}
