import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { isRole, rolMayor, type Role, type SsoMotivo } from '@portal/shared/domain';
import type { ActorSinUsuario } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { Clock } from '../common/clock';
import type { SsoConfig } from '../common/config/app-config';
import { isUniqueViolation } from '../common/db-errors';
import { hashPin } from '../common/password';
import { enPlanta } from '../database/alcance-planta';
import { PlantasRepository } from '../plantas/plantas.repository';
import { UsersRepository, type MiembroSso } from '../users/users.repository';
import type { Reclamos } from './oidc-cliente';
import { SsoRepository } from './sso.repository';

/** Where a single sign-on's session starts: a membership and its plant. */
export interface Destino {
  userId: string;
  plantaId: number;
}

const texto = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined);

/** The groups claim as a list: an array of names, or one name. */
export const gruposDe = (v: unknown): string[] => (Array.isArray(v) ? v : [v]).map(texto).filter((g): g is string => g !== undefined);

/**
 * What a person's provider account gives them in the portal (issue 24 §3), decided at each single sign-on:
 * - their groups, through each plant's table (`sso_grupos`), give a role per plant (`rolMayor` when several do);
 * - the person is the one linked to the account (issuer + subject); at the first sign-in, the user with the legajo claim
 *   (OIDC_CLAIM_LEGAJO) or the verified e-mail in a plant the groups give, else a new person (just in time);
 * - memberships the groups give are governed by them from then on (role set, access given back); those they no longer
 *   give lose their access (`sso_baja`: sessions and logins refused, the row and its history kept). Memberships the
 *   Admins made by hand in plants the groups do not give stay as they are.
 * Every change is audited as made by "Inicio de sesión único".
 */
@Injectable()
export class AccesoSsoService {
  private readonly logger = new Logger('SSO');

  constructor(
    private readonly users: UsersRepository,
    private readonly sso: SsoRepository,
    private readonly plantas: PlantasRepository,
    private readonly audited: AuditedTx,
    private readonly clock: Clock,
  ) {}

  async ingresar(config: SsoConfig, reclamos: Reclamos, plantaCodigo: string | null, ip: string): Promise<Destino | SsoMotivo> {
    const sujeto = `${reclamos.iss} ${reclamos.sub}`;
    const correo = reclamos.email_verified === false ? undefined : texto(reclamos.email)?.toLowerCase();
    const legajo = config.claimLegajo ? texto(reclamos[config.claimLegajo]) : undefined;
    const nombre =
      texto(reclamos.name) ?? ([texto(reclamos.given_name), texto(reclamos.family_name)].filter(Boolean).join(' ') || correo || legajo || 'Usuario');
    const actor: ActorSinUsuario = { id: null, nombre: 'Inicio de sesión único', legajo: legajo ?? correo ?? '', ip };

    const roles = await this.plantas.leyendoTodas(() => this.sso.rolesDeGrupos(gruposDe(reclamos[config.claimGrupos])));
    const porPlanta = new Map<number, Role>();
    for (const plantaId of new Set(roles.map((r) => r.plantaId))) {
      const rol = rolMayor(roles.filter((r) => r.plantaId === plantaId && isRole(r.role)).map((r) => r.role as Role));
      if (rol) porPlanta.set(plantaId, rol);
    }

    let personaId = await this.plantas.leyendoTodas(() => this.users.personaPorSujeto(sujeto));
    if (!personaId) {
      const vinculable = await this.plantas.leyendoTodas(() => this.users.paraVincular([...porPlanta.keys()], legajo, correo));
      if (vinculable) {
        personaId = vinculable.personaId;
        await enPlanta(vinculable.plantaId, () => this.audited.run(actor, 'acceso_sso', () => this.users.vincularSso(vinculable.personaId, sujeto)));
      }
    }
    const vinculada = personaId;
    const miembros: MiembroSso[] = vinculada ? await this.plantas.leyendoTodas(() => this.users.miembrosSso(vinculada)) : [];

    for (const m of miembros.filter((x) => x.sso && !x.ssoBaja && !porPlanta.has(x.plantaId))) {
      await enPlanta(m.plantaId, () => this.audited.run(actor, 'baja_sso', () => this.users.bajaSso(m.id, this.clock.now())));
    }
    if (!porPlanta.size) return 'sinAcceso';

    const destinos: Destino[] = [];
    for (const [plantaId, role] of [...porPlanta].sort(([a], [b]) => a - b)) {
      const existente = miembros.find((m) => m.plantaId === plantaId);
      try {
        if (existente) {
          await enPlanta(plantaId, () => this.audited.run(actor, 'acceso_sso', () => this.users.accesoSso(existente.id, role)));
          destinos.push({ userId: existente.id, plantaId });
          continue;
        }
        const nuevo = await enPlanta(plantaId, () =>
          this.audited.run(actor, 'crear', async () => {
            const miembro = { legajo: legajo ?? correo ?? reclamos.sub.slice(0, 64), name: nombre.slice(0, 100), role };
            const row = personaId
              ? await this.users.insertMiembro({ ...miembro, personaId })
              : await this.users.insert({
                  ...miembro,
                  passwordHash: await hashPin(randomBytes(24).toString('base64url')),
                  equipo: null,
                  correo: correo ?? null,
                });
            if (!row) throw new Error('The membership just created is not visible to its plant');
            if (!personaId) await this.users.vincularSso(row.personaId, sujeto);
            await this.users.accesoSso(row.id, role);
            return row;
          }),
        );
        personaId = nuevo.personaId;
        destinos.push({ userId: nuevo.id, plantaId });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // The legajo (or e-mail) it would take is another person's in that plant: an Admin sorts it out.
        this.logger.warn(`Single sign-on of ${sujeto}: plant ${plantaId} already has the legajo it would take`);
      }
    }
    if (!destinos.length) return 'legajo';
    const elegida = plantaCodigo ? await this.plantas.findByCodigo(plantaCodigo) : undefined;
    return destinos.find((d) => d.plantaId === elegida?.id) ?? destinos[0];
  }
}
