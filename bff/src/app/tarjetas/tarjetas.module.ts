import { CamposModule } from '../campos/campos.module';
import { Module, type OnModuleInit } from '@nestjs/common';
import { DetalleRegistry } from '../detalle/detalle.registry';
import { SeguimientoModule } from '../seguimiento/seguimiento.module';
import { UploadsModule } from '../uploads/uploads.module';
import { NotificacionesController } from './notificaciones.controller';
import { NotificacionesRepository } from './notificaciones.repository';
import { NotificacionesService } from './notificaciones.service';
import { TarjetasCierreService } from './tarjetas-cierre.service';
import { TarjetasEdicionService } from './tarjetas-edicion.service';
import { TarjetasImagenesController } from './tarjetas-imagenes.controller';
import { TarjetasTodas } from './tarjetas-todas';
import { TarjetasController } from './tarjetas.controller';
import { TarjetasRepository } from './tarjetas.repository';
import { TarjetasService } from './tarjetas.service';

@Module({
  imports: [UploadsModule, SeguimientoModule, CamposModule],
  controllers: [NotificacionesController, TarjetasController, TarjetasImagenesController],
  providers: [
    TarjetasRepository,
    TarjetasService,
    TarjetasEdicionService,
    TarjetasCierreService,
    TarjetasTodas,
    NotificacionesRepository,
    NotificacionesService,
  ],
})
export class TarjetasModule implements OnModuleInit {
  constructor(
    private readonly detalle: DetalleRegistry,
    private readonly tarjetas: TarjetasService,
  ) {}

  onModuleInit() {
    this.detalle.register({ tipo: 'tarjeta', exists: (id) => this.tarjetas.exists(id) });
  }
}
