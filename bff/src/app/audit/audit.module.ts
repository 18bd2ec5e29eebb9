import { Global, Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';
import { AuditedTx } from './audited-tx';

/** Global: every module that writes an audited table injects `AuditedTx`; auth records sessions through `AuditService`. */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditRepository, AuditService, AuditedTx],
  exports: [AuditService, AuditedTx],
})
export class AuditModule {}
