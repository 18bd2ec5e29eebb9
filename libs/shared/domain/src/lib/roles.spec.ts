import { describe, expect, it } from 'vitest';
import { can, isRole, puede, ROLE_CAPABILITIES, ROLES, rolesAsignables, soloLectura } from './roles';

describe('role capabilities (spec section 6)', () => {
  it('shows Agregar Tarjeta in the nav to Operario only', () => {
    expect(ROLES.filter((r) => can(r, 'nav.agregarTarjeta'))).toEqual(['Operario']);
  });

  it('shows Mis Tarjetas to everyone but Operario', () => {
    expect(ROLES.filter((r) => can(r, 'nav.misTarjetas'))).toEqual(['Admin', 'Jefe de area']);
  });

  it('limits user and field administration to Admin', () => {
    for (const cap of [
      'users.manage',
      'users.viewHours',
      'campos.manage',
      'tarjetas.delete',
      'kaizen.delete',
      'kaizen.create',
      'auditoria.view',
      'organigrama.edit',
      'plantas.manage',
      'programa.gestionar',
    ] as const) {
      expect(ROLES.filter((r) => can(r, cap))).toEqual(['Admin']);
    }
  });

  it('lets Admin and Jefe de area edit cards and Kaizen', () => {
    expect(ROLES.filter((r) => can(r, 'tarjetas.edit'))).toEqual(['Admin', 'Jefe de area']);
    expect(ROLES.filter((r) => can(r, 'kaizen.edit'))).toEqual(['Admin', 'Jefe de area']);
  });

  it('lets any role of a plant operate cards and log own hours (Corporativo writes nothing)', () => {
    for (const r of ROLES.filter((x) => !soloLectura(x))) {
      expect(can(r, 'tarjetas.operate')).toBe(true);
      expect(can(r, 'horas.own')).toBe(true);
    }
  });

  it("shows everyone's hours to Admin and Jefe de area; an Admin alone sees and corrects another user's", () => {
    expect(ROLES.filter((r) => can(r, 'horas.todas'))).toEqual(['Admin', 'Jefe de area']);
    expect(ROLES.filter((r) => can(r, 'users.viewHours'))).toEqual(['Admin']);
  });

  it('refuses unknown or missing roles', () => {
    expect(can(undefined, 'tarjetas.operate')).toBe(false);
    expect(can('Gerente' as never, 'tarjetas.operate')).toBe(false);
    expect(isRole('Jefe de area')).toBe(true);
    expect(isRole('jefe de area')).toBe(false);
  });

  it('has no duplicated capability per role', () => {
    for (const r of ROLES) expect(new Set(ROLE_CAPABILITIES[r]).size).toBe(ROLE_CAPABILITIES[r].length);
  });

  it("the company's capability is a person's, not a role's: puede() adds it to a company Admin's role capabilities", () => {
    expect(ROLES.filter((r) => can(r, 'plantas.empresa'))).toEqual([]);
    expect(puede({ role: 'Admin', empresa: false }, 'plantas.empresa')).toBe(false);
    expect(puede({ role: 'Operario', empresa: true }, 'plantas.empresa')).toBe(true);
    // Elsewhere the role decides, whatever the person.
    expect(puede({ role: 'Operario', empresa: true }, 'users.manage')).toBe(false);
    expect(puede({ role: 'Admin', empresa: false }, 'users.manage')).toBe(true);
    expect(puede(null, 'tarjetas.operate')).toBe(false);
  });
});

describe('Corporativo (issue 24)', () => {
  it('reads the plants comparison and reports, writes nothing, and only a company Admin gives the role', () => {
    expect(ROLE_CAPABILITIES.Corporativo).toEqual(['dashboard.reporte', 'plantas.comparar']);
    expect(soloLectura('Corporativo')).toBe(true);
    expect(ROLES.filter(soloLectura)).toEqual(['Corporativo']);
    expect(puede({ role: 'Admin', empresa: true }, 'plantas.comparar')).toBe(true);
    expect(puede({ role: 'Admin', empresa: false }, 'plantas.comparar')).toBe(false);
    expect(rolesAsignables({ role: 'Admin', empresa: false })).toEqual(['Admin', 'Jefe de area', 'Operario']);
    expect(rolesAsignables({ role: 'Admin', empresa: true })).toEqual(ROLES);
  });
});
