import { Global, Module } from '@nestjs/common';
import { PlantasController } from './plantas.controller';
import { PlantasRepository } from './plantas.repository';
import { PlantasService } from './plantas.service';

/** Plants (issue 24): what the other modules ask about the company's plants, and the plant settings (`/api/plantas`). */
@Global()
@Module({
  controllers: [PlantasController],
  providers: [PlantasRepository, PlantasService],
  exports: [PlantasRepository],
})
export class PlantasModule {}
