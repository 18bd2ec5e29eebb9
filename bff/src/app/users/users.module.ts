import { CamposModule } from '../campos/campos.module';
import { Module } from '@nestjs/common';
import { MembresiasController } from './membresias.controller';
import { MembresiasService } from './membresias.service';
import { UserCache } from './user-cache';
import { CuentaAvisosController, UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  imports: [CamposModule],
  controllers: [UsersController, CuentaAvisosController, MembresiasController],
  providers: [UserCache, UsersRepository, UsersService, MembresiasService],
  exports: [UserCache, UsersService, UsersRepository],
})
export class UsersModule {}
