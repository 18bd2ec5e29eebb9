import { Controller, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { docsContrato as D, type OpenApiDocumento } from '@portal/shared/domain';
import { Endpoint } from '../common/contract';
import { paginaDocs } from './docs-pagina';
import { documentoOpenApi } from './openapi';

/** The page has inline styles only: no script may run, nothing may frame it. */
const CSP_PAGINA = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** `/api/docs`: the contract as OpenAPI 3.1 and as a page. Built once: the contract is fixed at start-up. */
@Controller()
export class DocsController {
  private readonly documento = documentoOpenApi();
  private readonly pagina = paginaDocs(this.documento);

  @Endpoint(D.openapi)
  openapi(): OpenApiDocumento {
    return this.documento;
  }

  @Endpoint(D.pagina)
  page(@Res({ passthrough: true }) reply: FastifyReply): string {
    void reply.type('text/html; charset=utf-8').header('content-security-policy', CSP_PAGINA);
    return this.pagina;
  }
}
