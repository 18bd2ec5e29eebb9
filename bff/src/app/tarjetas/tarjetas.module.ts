import { Module, type OnModuleInit } from '@nestjs/common';
import { DetalleRegistry } from '../detalle/detalle.registry';
import { UploadsModule } from '../uploads/uploads.module';
import { TarjetasController } from './tarjetas.controller';
import { TarjetasRepository } from './tarjetas.repository';
import { TarjetasService } from './tarjetas.service';

@Module({ imports: [UploadsModule], controllers: [TarjetasController], providers: [TarjetasRepository, TarjetasService] })
export class TarjetasModule implements OnModuleInit {
  constructor(
    private readonly detalle: DetalleRegistry,
    private readonly tarjetas: TarjetasService,
  ) {}

  onModuleInit() {
    this.detalle.register({ tipo: 'tarjeta', exists: (id) => this.tarjetas.exists(id) });
  }
}
