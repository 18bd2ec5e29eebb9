import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { HorasController } from './horas.controller';
import { HorasRepository } from './horas.repository';
import { HorasService } from './horas.service';

@Module({
  imports: [UsersModule],
  controllers: [HorasController],
  providers: [HorasRepository, HorasService],
})
export class HorasModule {}
