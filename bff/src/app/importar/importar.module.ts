import { Module } from '@nestjs/common';
import { ImportarController } from './importar.controller';
import { ImportarRepository } from './importar.repository';
import { ImportarService } from './importar.service';

/** Card import from .xlsx/.csv (issue 13). */
@Module({
  controllers: [ImportarController],
  providers: [ImportarRepository, ImportarService],
})
export class ImportarModule {}
