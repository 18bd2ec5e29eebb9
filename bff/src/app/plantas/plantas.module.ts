import { Global, Module } from '@nestjs/common';
import { AjustesPlantaService } from './ajustes-planta.service';
import { PlantasController } from './plantas.controller';
import { PlantasRepository } from './plantas.repository';
import { PlantasService } from './plantas.service';

/** Plants (issue 24): what the other modules ask about the company's plants, the settings in force, and their edition (`/api/plantas`). */
@Global()
@Module({
  controllers: [PlantasController],
  providers: [PlantasRepository, PlantasService, AjustesPlantaService],
  exports: [PlantasRepository, AjustesPlantaService],
})
export class PlantasModule {}
