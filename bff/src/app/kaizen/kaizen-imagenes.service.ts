import { Injectable } from '@nestjs/common';

/** Attaches a Kaizen's 'antes' / 'después' image (uploads module rules). TODO(h2). */
@Injectable()
export class KaizenImagenesService {}
