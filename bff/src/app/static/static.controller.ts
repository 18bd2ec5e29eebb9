import { Controller, Get, Header } from '@nestjs/common';
import type { RemotesManifest } from '@portal/shared/domain';
import { Public } from '../common/access/access.decorators';
import { StaticService } from './static.service';

/** Served at the root (excluded from the /api prefix in create-app.ts). */
@Controller()
export class StaticController {
  constructor(private readonly statics: StaticService) {}

  @Get('mf-remotes.json')
  @Header('Cache-Control', 'no-cache')
  @Public()
  remotes(): RemotesManifest {
    return this.statics.remotesManifest();
  }
}
