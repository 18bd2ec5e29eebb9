import { Controller } from '@nestjs/common';
import { KaizenService } from './kaizen.service';

/** `/api/tarjetaskaizen` (spec §7). TODO(h1): the routes of KAIZEN_API. */
@Controller('tarjetaskaizen')
export class KaizenController {
  constructor(private readonly kaizen: KaizenService) {}
}
