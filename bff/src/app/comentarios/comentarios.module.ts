import { Module } from '@nestjs/common';
import { SeguimientoModule } from '../seguimiento/seguimiento.module';
import { ComentariosController } from './comentarios.controller';
import { ComentariosRepository } from './comentarios.repository';
import { ComentariosService } from './comentarios.service';

@Module({
  imports: [SeguimientoModule],
  controllers: [ComentariosController],
  providers: [ComentariosRepository, ComentariosService],
})
export class ComentariosModule {}
