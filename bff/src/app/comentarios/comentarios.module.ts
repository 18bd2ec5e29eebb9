import { Module } from '@nestjs/common';
import { ComentariosController } from './comentarios.controller';
import { ComentariosRepository } from './comentarios.repository';
import { ComentariosService } from './comentarios.service';

@Module({
  controllers: [ComentariosController],
  providers: [ComentariosRepository, ComentariosService],
})
export class ComentariosModule {}
