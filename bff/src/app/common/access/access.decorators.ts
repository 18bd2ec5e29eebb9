import type { Capability } from '@portal/shared/domain';

export type AccessRule = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'capability'; capability: Capability } | { kind: 'pantallaOrUser' };

export const ACCESS_METADATA = 'portal:access';

/**
 * Appends instead of overwriting, so a handler with two declarations is detectable:
 * the guard refuses anything but exactly one rule.
 */
function declareAccess(rule: AccessRule): MethodDecorator {
  return (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const rules: AccessRule[] = Reflect.getMetadata(ACCESS_METADATA, handler) ?? [];
    Reflect.defineMetadata(ACCESS_METADATA, [...rules, rule], handler);
    return descriptor;
  };
}

export function accessRulesOf(handler: object): AccessRule[] {
  return Reflect.getMetadata(ACCESS_METADATA, handler) ?? [];
}

/** No token needed. */
export const Public = () => declareAccess({ kind: 'public' });
/** Any logged-in user. */
export const Authenticated = () => declareAccess({ kind: 'authenticated' });
/** A logged-in user whose role has the capability (domain's ROLE_CAPABILITIES). */
export const RequireCapability = (capability: Capability) => declareAccess({ kind: 'capability', capability });
/** A TV board's pantalla token (PANTALLA_HEADER) or any logged-in user: the board's read-only data and events. */
export const PantallaOrUser = () => declareAccess({ kind: 'pantallaOrUser' });
