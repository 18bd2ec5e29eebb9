import type { Role } from '@portal/shared/domain';

export interface SeedUser {
  legajo: string;
  pin: string;
  name: string;
  role: Role;
}

/**
 * Documented credentials created on the first start of an empty database.
 * Change or delete them before a real deployment.
 */
export const ADMIN_USER: SeedUser = { legajo: '1000', pin: '100000', name: 'Laura Gómez', role: 'Admin' };
export const JEFE_USER: SeedUser = { legajo: '2000', pin: '200000', name: 'Martín Sosa', role: 'Jefe de area' };
export const OPERARIO_USER: SeedUser = { legajo: '3000', pin: '300000', name: 'Carla Ríos', role: 'Operario' };
/** The user behind "Login as a demo user" (POST /api/auth/demo). */
export const DEMO_USER: SeedUser = { legajo: '9999', pin: '999999', name: 'Usuario Demo', role: 'Operario' };

export const DEMO_USERS: readonly SeedUser[] = [
  ADMIN_USER,
  JEFE_USER,
  OPERARIO_USER,
  DEMO_USER,
  { legajo: '2001', pin: '200001', name: 'Gabriela Ferreyra', role: 'Jefe de area' },
  { legajo: '3001', pin: '300001', name: 'Diego Acosta', role: 'Operario' },
  { legajo: '3002', pin: '300002', name: 'Lucía Benítez', role: 'Operario' },
  { legajo: '3003', pin: '300003', name: 'Jorge Medina', role: 'Operario' },
];
