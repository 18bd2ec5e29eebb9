import { Module } from '@nestjs/common';
import { DatosDemoController } from './demo.controller';
import { DatosDemoRepository } from './demo.repository';
import { DatosDemoService } from './demo.service';
import { ImportarController } from './importar.controller';
import { ImportarRepository } from './importar.repository';
import { ImportarService } from './importar.service';

/** Card import from .xlsx/.csv (issue 13), and removing the demo seed's data (issue 21 §3). */
@Module({
  controllers: [ImportarController, DatosDemoController],
  providers: [ImportarRepository, ImportarService, DatosDemoRepository, DatosDemoService],
})
export class ImportarModule {}
