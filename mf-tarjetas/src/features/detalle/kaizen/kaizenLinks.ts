import { AGREGAR_KAIZEN_DESDE_TARJETA, ROUTES, type KaizenDeTarjeta, type RolTarjetaKaizen, type Tarjeta } from '@portal/shared/domain';

/** '/agregarkaizen?color=Roja&numero=12': the add-Kaizen form with the card as its source and its machine. */
export function agregarKaizenDesde(t: Pick<Tarjeta, 'color' | 'numero'>): string {
  const params = new URLSearchParams({ [AGREGAR_KAIZEN_DESDE_TARJETA.color]: t.color, [AGREGAR_KAIZEN_DESDE_TARJETA.numero]: String(t.numero) });
  return `${ROUTES.agregarKaizen}?${params}`;
}

export const ROL_ETIQUETA: Record<RolTarjetaKaizen, string> = { origen: 'Origen', hacer: 'Hacer' };

/** 'Quick Kaizen N°3 — K-12 — Fuga de aceite' (the código or tema left out when empty). */
export const tituloKaizen = (k: Pick<KaizenDeTarjeta, 'numero' | 'codigo' | 'tema'>): string =>
  [`Quick Kaizen N°${k.numero}`, k.codigo, k.tema].filter(Boolean).join(' — ');
