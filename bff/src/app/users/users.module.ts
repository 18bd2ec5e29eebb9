import { CamposModule } from '../campos/campos.module';
import { Module } from '@nestjs/common';
import { UserCache } from './user-cache';
import { CuentaAvisosController, UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  imports: [CamposModule],
  controllers: [UsersController, CuentaAvisosController],
  providers: [UserCache, UsersRepository, UsersService],
  exports: [UserCache, UsersService],
})
export class UsersModule {}
