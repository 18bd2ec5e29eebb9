import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AccesoSsoService } from './acceso-sso.service';
import { OidcCliente } from './oidc-cliente';
import { SsoController } from './sso.controller';
import { SsoRepository } from './sso.repository';
import { SsoService } from './sso.service';

/** Single sign-on with OpenID Connect (issue 24 §3): `/api/auth/sso…` and `/api/sso/grupos`. */
@Module({
  imports: [AuthModule, UsersModule],
  controllers: [SsoController],
  providers: [OidcCliente, SsoRepository, AccesoSsoService, SsoService],
})
export class SsoModule {}
