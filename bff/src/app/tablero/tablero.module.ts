import { Module } from '@nestjs/common';
import { TableroController } from './tablero.controller';
import { TableroRepository } from './tablero.repository';
import { TableroService } from './tablero.service';

@Module({
  controllers: [TableroController],
  providers: [TableroRepository, TableroService],
  // The pantallas module checks a pantalla's Equipo with it.
  exports: [TableroRepository],
})
export class TableroModule {}
