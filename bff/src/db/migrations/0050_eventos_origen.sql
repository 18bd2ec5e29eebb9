-- One path per change (issue 23): an event names the browser tab whose request made the change ('origen', set by
-- AuditedTx in the transaction-local 'portal.origen'; absent for writes made without a tab: jobs, a DBA). The BFF
-- does not send that tab the event (its mutation refreshed it) and sends the others the event without it.
CREATE OR REPLACE FUNCTION portal_evento(tipo text, id text, extra jsonb DEFAULT '{}'::jsonb) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('portal_eventos', (jsonb_build_object('tipo', tipo, 'id', coalesce(id, ''))
    || jsonb_strip_nulls(extra || jsonb_build_object('origen', nullif(current_setting('portal.origen', true), ''))))::text);
$$;
