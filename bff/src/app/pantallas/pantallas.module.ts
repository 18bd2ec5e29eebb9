import { Module } from '@nestjs/common';
import { CamposModule } from '../campos/campos.module';
import { PantallaCodigosRepository } from './pantalla-codigos.repository';
import { PantallasController } from './pantallas.controller';
import { PantallasRepository } from './pantallas.repository';
import { PantallasService, PantallaTokenAuthenticator } from './pantallas.service';
import { VinculacionController } from './vinculacion.controller';
import { VinculacionService } from './vinculacion.service';

/** TV board pantallas; exports the authenticator the access guard uses for PANTALLA_HEADER (auth.module). */
@Module({
  imports: [CamposModule],
  controllers: [PantallasController, VinculacionController],
  providers: [PantallasRepository, PantallaCodigosRepository, PantallasService, VinculacionService, PantallaTokenAuthenticator],
  exports: [PantallaTokenAuthenticator],
})
export class PantallasModule {}
