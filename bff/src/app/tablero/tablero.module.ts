import { CamposModule } from '../campos/campos.module';
import { Module } from '@nestjs/common';
import { CilModule } from '../cil/cil.module';
import { ProgramaModule } from '../programa/programa.module';
import { TableroController } from './tablero.controller';
import { TableroRepository } from './tablero.repository';
import { TableroService } from './tablero.service';

@Module({
  controllers: [TableroController],
  imports: [CamposModule, CilModule, ProgramaModule],
  providers: [TableroRepository, TableroService],
})
export class TableroModule {}
