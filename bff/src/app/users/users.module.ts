import { Module } from '@nestjs/common';
import { UserCache } from './user-cache';
import { CuentaAvisosController, UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  controllers: [UsersController, CuentaAvisosController],
  providers: [UserCache, UsersRepository, UsersService],
  exports: [UserCache, UsersService],
})
export class UsersModule {}
