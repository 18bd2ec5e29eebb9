import type { Campo, Kaizen, NodoOrganigrama, Tarjeta, User } from '@portal/shared/domain';
import { kaizenBody, par } from '../kaizen';
import type { TestApp } from '../test-app';
import { TARJETA_AMARILLA, TARJETA_ROJA } from '../tarjetas';
import { upload } from '../uploads';

export const ROJA = TARJETA_ROJA;
export const AMARILLA = TARJETA_AMARILLA;
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** Fresh data for the examples, made through the API as the Admin. */
export class Fixtures {
  private seq = 0;
  /** Names of the files uploaded during the run (removed at the end). */
  readonly uploaded: string[] = [];

  constructor(
    private readonly t: TestApp,
    private readonly token: string,
  ) {}

  unique(prefix: string): string {
    return `${prefix} ${++this.seq}`;
  }

  /** A legajo no seeded user has (6 digits). */
  legajo(): string {
    return String(500_000 + ++this.seq);
  }

  async card(color: 'Roja' | 'Azul' | 'Verde' | 'Amarilla' = 'Roja'): Promise<Tarjeta> {
    const amarilla = color === 'Amarilla';
    return this.ok<Tarjeta>('POST', amarilla ? '/api/tarjetas/amarilla' : '/api/tarjetas', amarilla ? AMARILLA : { ...ROJA, color });
  }

  /** A Kaizen on a new card. */
  async kaizen(): Promise<Kaizen> {
    return this.ok<Kaizen>('POST', '/api/tarjetaskaizen', kaizenBody([par(await this.card())]));
  }

  user(): Promise<User> {
    return this.ok<User>('POST', '/api/users', { email: this.legajo(), name: 'Usuario Fuzz', password: '123456', role: 'Operario' });
  }

  /** A new org chart position at the top level (a leaf: it may be moved or deleted). */
  nodo(): Promise<NodoOrganigrama> {
    return this.ok<NodoOrganigrama>('POST', '/api/organigrama', { titulo: this.unique('Puesto fuzz'), nombre: 'Nombre Fuzz' });
  }

  campo(name = 'equipo'): Promise<Campo> {
    return this.ok<Campo>('POST', '/api/campos', { name, value: this.unique('Valor fuzz') });
  }

  async maquinaConParte(): Promise<{ maquina: Campo; parte: string }> {
    const maquina = await this.campo('maquina');
    const parte = this.unique('Parte fuzz');
    return { maquina: await this.ok<Campo>('POST', '/api/campos/parteMaquina', { _id: maquina._id, name: parte }), parte };
  }

  /** An uploaded image's public URL. */
  async upload(): Promise<string> {
    const res = await upload(this.t, this.token);
    if (res.status !== 201 && res.status !== 200) throw new Error(`fixture upload: ${res.status} ${JSON.stringify(res.body)}`);
    const url = res.body.secure_url;
    this.uploaded.push(url.slice(url.lastIndexOf('/') + 1));
    return url;
  }

  private async ok<T>(method: 'POST', url: string, body: unknown): Promise<T> {
    const res = await this.t.request<T>(method, url, { body, token: this.token });
    if (res.status >= 300) throw new Error(`fixture ${method} ${url}: ${res.status} ${res.text}`);
    return res.body;
  }
}
