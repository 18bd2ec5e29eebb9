import { Module } from '@nestjs/common';
import { FiltersController } from './filters.controller';
import { FiltersRepository } from './filters.repository';
import { FiltersService } from './filters.service';

@Module({ controllers: [FiltersController], providers: [FiltersRepository, FiltersService] })
export class FiltersModule {}
