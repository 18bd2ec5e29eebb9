import { Module } from '@nestjs/common';
import { PantallasController } from './pantallas.controller';
import { PantallasRepository } from './pantallas.repository';
import { PantallasService, PantallaTokenAuthenticator } from './pantallas.service';

/** TV board pantallas; exports the authenticator the access guard uses for PANTALLA_HEADER (auth.module). */
@Module({
  controllers: [PantallasController],
  providers: [PantallasRepository, PantallasService, PantallaTokenAuthenticator],
  exports: [PantallaTokenAuthenticator],
})
export class PantallasModule {}
