import { detallePath } from '@portal/shared/domain';

/** What the QR encodes: the full card link, page address plus card id (spec §9). */
export const urlTarjeta = (id: string, origin: string = window.location.origin) => origin + detallePath(id);
