-- One channel for every change (issue 23): the dashboard's figures are dropped on the card events of
-- 'portal_eventos' (migration eventos_sql), so the statement trigger notifying 'portal_tarjetas' goes.
DROP TRIGGER IF EXISTS tarjetas_notify_change ON tarjetas;
--> statement-breakpoint
DROP FUNCTION IF EXISTS portal_notify_tarjetas_change();
