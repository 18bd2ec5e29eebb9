import { describe, expect, it } from 'vitest';
import { can, ROLES } from '@portal/shared/domain';
import { SECCIONES_ADMIN, seccionesDe } from './secciones';

describe('seccionesDe: the admin sections a role may open', () => {
  it('gives the Admin every section, in order', () => {
    expect(seccionesDe('Admin').map((s) => s.etiqueta)).toEqual(['Usuarios', 'Campos', 'Pantallas', 'Importar tarjetas', 'Auditoría', 'Organigrama']);
  });

  it('never lists a section whose capability the role lacks (no link to "No tiene permiso")', () => {
    for (const role of ROLES) {
      for (const s of seccionesDe(role)) expect(!s.capacidad || can(role, s.capacidad), `${role} → ${s.etiqueta}`).toBe(true);
    }
    expect(seccionesDe('Jefe de area').map((s) => s.etiqueta)).toEqual(['Organigrama']);
    expect(seccionesDe('Operario').map((s) => s.etiqueta)).toEqual(['Organigrama']);
    expect(seccionesDe(null)).toEqual([]);
  });

  it('has one page per section', () => {
    expect(new Set(SECCIONES_ADMIN.map((s) => s.ruta)).size).toBe(SECCIONES_ADMIN.length);
  });
});
