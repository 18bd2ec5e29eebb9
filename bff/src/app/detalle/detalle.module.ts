import { Global, Module } from '@nestjs/common';
import { DetalleController } from './detalle.controller';
import { DetalleRegistry } from './detalle.registry';
import { DetalleService } from './detalle.service';

/** Global: the card and Kaizen modules inject `DetalleRegistry` without importing this module. */
@Global()
@Module({
  controllers: [DetalleController],
  providers: [DetalleRegistry, DetalleService],
  exports: [DetalleRegistry],
})
export class DetalleModule {}
