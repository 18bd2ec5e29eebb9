import { Controller } from '@nestjs/common';
import { KaizenImagenesService } from './kaizen-imagenes.service';

/** `POST /api/tarjetaskaizen/agregarimagenfront` and `/agregarimagenback`. TODO(h2). */
@Controller('tarjetaskaizen')
export class KaizenImagenesController {
  constructor(private readonly imagenes: KaizenImagenesService) {}
}
