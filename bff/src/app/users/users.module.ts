import { Module } from '@nestjs/common';
import { UserCache } from './user-cache';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  controllers: [UsersController],
  providers: [UserCache, UsersRepository, UsersService],
  exports: [UserCache, UsersRepository, UsersService],
})
export class UsersModule {}
