import { Global, Module } from '@nestjs/common';
import { PlantasRepository } from './plantas.repository';

/** Plants (issue 24): what the other modules ask about the company's plants. */
@Global()
@Module({
  providers: [PlantasRepository],
  exports: [PlantasRepository],
})
export class PlantasModule {}
