import { Module } from '@nestjs/common';
import { OrganigramaController } from './organigrama.controller';
import { OrganigramaRepository } from './organigrama.repository';
import { OrganigramaService } from './organigrama.service';

@Module({
  controllers: [OrganigramaController],
  providers: [OrganigramaRepository, OrganigramaService],
})
export class OrganigramaModule {}
