import { Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import type { KeyObject } from 'node:crypto';
import { AccessGuard } from '../common/access/access.guard';
import { AlcanceInterceptor } from '../common/access/alcance.interceptor';
import { PantallaAuthenticator, RequestAuthenticator } from '../common/access/auth-user';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { JWT_KEY } from '../common/config/config.module';
import { PantallaTokenAuthenticator } from '../pantallas/pantallas.service';
import { PantallasModule } from '../pantallas/pantallas.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtAuthenticator } from './jwt.authenticator';
import { LoginThrottleRepository } from './login-throttle.repository';
import { LoginThrottleService } from './login-throttle.service';

@Module({
  imports: [
    UsersModule,
    PantallasModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG, JWT_KEY],
      useFactory: (config: AppConfig, key: KeyObject) => ({
        privateKey: key,
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtExpiresIn as never },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    LoginThrottleRepository,
    LoginThrottleService,
    { provide: RequestAuthenticator, useClass: JwtAuthenticator },
    { provide: PantallaAuthenticator, useExisting: PantallaTokenAuthenticator },
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_INTERCEPTOR, useClass: AlcanceInterceptor },
  ],
  exports: [AuthService, LoginThrottleService],
})
export class AuthModule {}
