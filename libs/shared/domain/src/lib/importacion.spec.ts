import { describe, expect, it } from 'vitest';
import { importOpcionesSchema } from '../schemas/importacion';
import { campoPorEncabezado, TEXTO_IMPORT } from './importacion';

describe('import options and texts (issue 21 §3)', () => {
  it('accepts every kind of choice and refuses targets outside the allowed sets, a mapped part, unknown keys', () => {
    const opciones = {
      valores: {
        color: { Rojo: 'Roja', Gris: null },
        prioridad: { Medio: 'Media' },
        estado: { Cerrado: 'Cerrada' },
        campos: { equipo: { X: { accion: 'mapear', a: 'Calandrado' } }, parteMaquina: { Rodillo: { accion: 'agregar' } } },
      },
      enviosDobles: 'importar',
    };
    expect(importOpcionesSchema.safeParse(opciones).success).toBe(true);
    for (const malo of [
      { valores: { prioridad: { Medio: 'Mediana' } } },
      { valores: { estado: { X: 'Pendiente' } } },
      { valores: { campos: { parteMaquina: { Rodillo: { accion: 'mapear', a: 'Motor' } } } } },
      { valores: { campos: { equipo: { X: { accion: 'mapear', a: '  ' } } } } },
      { valores: { campos: { equipo: { X: { accion: 'agregar', a: 'Y' } } } } },
      { valores: { otro: {} } },
      { enviosDobles: 'no' },
    ]) {
      expect(importOpcionesSchema.safeParse(malo).success, JSON.stringify(malo)).toBe(false);
    }
  });

  it('a closing-date column is the fin de reparación; the texts count with plural() and shorten a long description', () => {
    for (const h of ['Fecha cierre', 'Fecha de cierre', 'fechaCierre', 'fecha_cierre']) expect(campoPorEncabezado(h), h).toBe('finReparacion');
    expect(TEXTO_IMPORT.cerradasSinCierre(1)).toBe('1 fila Cerrada sin fecha de cierre: figurarán como cerradas sin mes de cierre');
    expect(TEXTO_IMPORT.cerradasSinCierre(1994)).toBe('1.994 filas Cerradas sin fecha de cierre: figurarán como cerradas sin mes de cierre');
    expect(TEXTO_IMPORT.ocupadaPor('12/06/2025', 'Fuga de aceite en la bomba principal del sector de calandrado')).toBe(
      'ya es la tarjeta abierta el 12/06/2025 «Fuga de aceite en la bomba principal del…»',
    );
    expect(TEXTO_IMPORT.renumeradas(1, false)).toBe('1 fila con número repetido recibiría un número nuevo');
    expect(TEXTO_IMPORT.envioDoble({ color: 'Azul', numero: 1717, linea: 3, dobles: [4] })).toBe('Azul N°1717: línea 3, enviada de nuevo en la línea 4');
  });
});
