/** Hours as plant users read them ('2,5 h'): the domain's one rule (`@portal/shared/domain`, lib/horas.ts). */
export { formatHoras } from '@portal/shared/domain';
