import { describe, expect, it } from 'vitest';
import { MSG } from '../lib/messages';
import { parsePayload } from './parse';
import { cerrarTarjetaAmarillaSchema, crearTarjetaAmarillaSchema, crearTarjetaSchema, idempotencyKeySchema, tarjetasAbiertasQuerySchema } from './tarjetas';

const roja = {
  descripcion: 'Pérdida de aceite',
  reparacion: 'Con maquina parada',
  color: 'Roja',
  detecto: 'Carla',
  prioridad: 'Alta',
  familia: '1 - Pequeñas Deficiencia',
  maquina: 'Calandra 1',
  parteMaquina: 'Reductor',
  equipo: 'Calandrado',
  riesgoInicial: 'MO: MODERADO',
  tipodeRiesgo: 'R - Riesgo mecánico',
};
const URL_SUBIDA = '/uploads/0620e496-684b-4143-94ea-59844f280cbb.png';

describe('the photo with the create and the después image with the close', () => {
  it('accepts an uploaded URL, and takes absent, null or empty as none', () => {
    expect(parsePayload(crearTarjetaSchema, { ...roja, imagenUrl: ` ${URL_SUBIDA} ` })).toMatchObject({ ok: true, data: { imagenUrl: URL_SUBIDA } });
    for (const imagenUrl of [undefined, null, '']) {
      const res = parsePayload(crearTarjetaSchema, { ...roja, imagenUrl });
      expect(res.ok && res.data.imagenUrl).toBeUndefined();
    }
  });

  it('refuses what the image rule refuses, on every form', () => {
    for (const imagenUrl of ['javascript:alert(1)', '/uploads/a/b.png', 'x'.repeat(1001), 12, ' ']) {
      expect(parsePayload(crearTarjetaSchema, { ...roja, imagenUrl })).toEqual({ ok: false, msg: MSG.imagenUrlInvalida });
      expect(parsePayload(crearTarjetaAmarillaSchema, { ...roja, color: 'Amarilla', familia: '8 - Actos Inseguros', imagenUrl })).toEqual({
        ok: false,
        msg: MSG.imagenUrlInvalida,
      });
    }
    const cierre = {
      _id: '6f1c2b1e-8d3a-4c5e-9b7a-2f4e6d8c0a1b',
      finReparacion: '2026-03-10T12:30',
      responsable: 'J',
      tareaRealizada: 'T',
      tipoAccion: 'Contener',
      riesgoFinal: 'PS',
      accionesComplementarias: 'A',
      causa: 'C',
    };
    expect(parsePayload(cerrarTarjetaAmarillaSchema, { ...cierre, imagenDespuesUrl: 'ftp://x/y.png' })).toEqual({ ok: false, msg: MSG.imagenUrlInvalida });
    expect(parsePayload(cerrarTarjetaAmarillaSchema, { ...cierre, imagenDespuesUrl: URL_SUBIDA })).toMatchObject({
      ok: true,
      data: { imagenDespuesUrl: URL_SUBIDA },
    });
  });
});

describe('idempotencyKeySchema', () => {
  it('takes 1–200 visible ASCII characters', () => {
    for (const ok of ['a', crypto.randomUUID(), '~!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}', 'x'.repeat(200)])
      expect(idempotencyKeySchema.safeParse(ok).success).toBe(true);
    for (const bad of ['', ' ', 'a b', 'x'.repeat(201), 'clave\n', 'ñ', '\u0000', ['a'], 1]) {
      const res = idempotencyKeySchema.safeParse(bad);
      expect(res.success ? 'ok' : res.error.issues[0].message).toBe(MSG.idempotencyKeyInvalida);
    }
  });
});

describe('tarjetasAbiertasQuerySchema', () => {
  it('needs the machine; a blank part is no part', () => {
    expect(parsePayload(tarjetasAbiertasQuerySchema, { maquina: ' Calandra 1 ', parteMaquina: '' })).toEqual({ ok: true, data: { maquina: 'Calandra 1' } });
    expect(parsePayload(tarjetasAbiertasQuerySchema, { maquina: 'Calandra 1', parteMaquina: 'Reductor' })).toEqual({
      ok: true,
      data: { maquina: 'Calandra 1', parteMaquina: 'Reductor' },
    });
    expect(parsePayload(tarjetasAbiertasQuerySchema, { maquina: '  ' })).toEqual({ ok: false, msg: MSG.maquinaRequerida });
    expect(parsePayload(tarjetasAbiertasQuerySchema, {})).toEqual({ ok: false, msg: MSG.consultaInvalida });
  });
});
