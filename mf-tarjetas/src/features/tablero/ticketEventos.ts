import { eventosContrato, PANTALLA_HEADER, rutaUrl, type TicketEventos } from '@portal/shared/domain';
import { TicketRechazado } from '@portal/shared/live';

/**
 * A single-use stream ticket for the board (POST /api/events/ticket): with the pantalla token when there is one
 * (nothing of a user session is sent then), else with the user's session. 401/403: refused for good.
 */
export async function obtenerTicketTablero(credencial: { pantalla: string | null; token: string | null }): Promise<string> {
  const headers: Record<string, string> = {};
  if (credencial.pantalla) headers[PANTALLA_HEADER] = credencial.pantalla;
  else if (credencial.token) headers.Authorization = `Bearer ${credencial.token}`;
  const res = await fetch(rutaUrl(eventosContrato.ticket), { method: 'POST', headers });
  if (res.status === 401 || res.status === 403) throw new TicketRechazado();
  if (!res.ok) throw new Error(`ticket: ${res.status}`);
  return ((await res.json()) as TicketEventos).ticket;
}
