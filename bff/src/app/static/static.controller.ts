import { Controller, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sistemaContrato as S, type RemotesManifest } from '@portal/shared/domain';
import { Endpoint } from '../common/contract';
import { StaticService } from './static.service';

/** Served at the root (excluded from the /api prefix in create-app.ts). */
@Controller()
export class StaticController {
  constructor(private readonly statics: StaticService) {}

  /** Revalidated on every start of the shell: a 304 while the remotes have not moved. */
  @Endpoint(S.remotos)
  remotes(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): RemotesManifest | undefined {
    const { manifest, etag } = this.statics.remotesManifest();
    void reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      void reply.status(304);
      return undefined;
    }
    return manifest;
  }
}
