import { Module } from '@nestjs/common';
import { CilController } from './cil.controller';
import { CilRepository } from './cil.repository';
import { CilService } from './cil.service';

/** CIL standards and routines (issue 26 §1). */
@Module({
  controllers: [CilController],
  providers: [CilRepository, CilService],
  exports: [CilService],
})
export class CilModule {}
