import { Module } from '@nestjs/common';
import { CamposController } from './campos.controller';
import { CamposRepository } from './campos.repository';
import { CamposService } from './campos.service';

/** Owns the `campos` table: other modules ask CamposService whether a value is configured. */
@Module({ controllers: [CamposController], providers: [CamposRepository, CamposService], exports: [CamposService] })
export class CamposModule {}
