import { Module } from '@nestjs/common';
import { CamposController } from './campos.controller';
import { CamposRepository } from './campos.repository';
import { CamposService } from './campos.service';

@Module({ controllers: [CamposController], providers: [CamposRepository, CamposService] })
export class CamposModule {}
