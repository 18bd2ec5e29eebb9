import { Controller, Get } from '@nestjs/common';
import { Public } from '../common/access/access.decorators';
import { HealthService } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Public()
  check() {
    return this.health.check();
  }
}
