import { CamposModule } from '../campos/campos.module';
import { Module, type OnModuleInit } from '@nestjs/common';
import { DetalleRegistry } from '../detalle/detalle.registry';
import { UploadsModule } from '../uploads/uploads.module';
import { KaizenImagenesController } from './kaizen-imagenes.controller';
import { KaizenImagenesService } from './kaizen-imagenes.service';
import { KaizenTarjetasRepository } from './kaizen-tarjetas.repository';
import { KaizenController } from './kaizen.controller';
import { KaizenRepository } from './kaizen.repository';
import { KaizenService } from './kaizen.service';

@Module({
  imports: [UploadsModule, CamposModule],
  controllers: [KaizenImagenesController, KaizenController],
  providers: [KaizenRepository, KaizenTarjetasRepository, KaizenService, KaizenImagenesService],
})
export class KaizenModule implements OnModuleInit {
  constructor(
    private readonly detalle: DetalleRegistry,
    private readonly kaizen: KaizenService,
  ) {}

  onModuleInit() {
    this.detalle.register({ tipo: 'kaizen', exists: (id) => this.kaizen.exists(id) });
  }
}
