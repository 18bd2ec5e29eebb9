-- Plants (issue 24), the database's half of the isolation: the BFF's sessions run as portal_app (alcance-planta.ts),
-- (one plant) or portal_lector (several, read only), and on every business table row-level-security policies let
-- portal_app read and write the plant of 'portal.planta' only, portal_lector read those of 'portal.lectura'. A query
-- that forgets its plant filter still touches no other plant.
-- The tables' owner (migrations, backup/restore) is not bound by the policies.
GRANT USAGE ON SCHEMA public TO portal_app;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO portal_lector;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO portal_app;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO portal_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO portal_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO portal_app;
--> statement-breakpoint
-- The read-only role reads everything; it writes only what is nobody's plant: the person's own columns (last
-- activity), sign-in bookkeeping and stream tickets. A table added later gets SELECT only: its writes need a plant.
GRANT SELECT ON ALL TABLES IN SCHEMA public TO portal_lector;
--> statement-breakpoint
GRANT INSERT, UPDATE, DELETE ON users, login_throttle, event_tickets, pantalla_codigos, subidas TO portal_lector;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO portal_lector;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT ON TABLES TO portal_lector;
--> statement-breakpoint
-- A session user that is not a superuser needs the membership to SET ROLE (a superuser has it anyway).
DO $$
BEGIN
  EXECUTE format('GRANT portal_app, portal_lector TO %I', current_user);
EXCEPTION WHEN others THEN
  NULL;
END
$$;
--> statement-breakpoint
ALTER TABLE "tarjetas" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tarjetas" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "tarjetas";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "tarjetas" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "tarjetas";
--> statement-breakpoint
CREATE POLICY planta_alta ON "tarjetas" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "tarjetas";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "tarjetas" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "tarjetas";
--> statement-breakpoint
CREATE POLICY planta_baja ON "tarjetas" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "tarjetas";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "tarjetas" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "tarjeta_contadores" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tarjeta_contadores" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "tarjeta_contadores";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "tarjeta_contadores" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "tarjeta_contadores";
--> statement-breakpoint
CREATE POLICY planta_alta ON "tarjeta_contadores" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "tarjeta_contadores";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "tarjeta_contadores" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "tarjeta_contadores";
--> statement-breakpoint
CREATE POLICY planta_baja ON "tarjeta_contadores" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "tarjeta_contadores";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "tarjeta_contadores" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "tarjeta_totales" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tarjeta_totales" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "tarjeta_totales";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "tarjeta_totales" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "tarjeta_totales";
--> statement-breakpoint
CREATE POLICY planta_alta ON "tarjeta_totales" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "tarjeta_totales";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "tarjeta_totales" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "tarjeta_totales";
--> statement-breakpoint
CREATE POLICY planta_baja ON "tarjeta_totales" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "tarjeta_totales";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "tarjeta_totales" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "filtros" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "filtros" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "filtros";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "filtros" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "filtros";
--> statement-breakpoint
CREATE POLICY planta_alta ON "filtros" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "filtros";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "filtros" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "filtros";
--> statement-breakpoint
CREATE POLICY planta_baja ON "filtros" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "filtros";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "filtros" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "campos" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "campos" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "campos";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "campos" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "campos";
--> statement-breakpoint
CREATE POLICY planta_alta ON "campos" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "campos";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "campos" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "campos";
--> statement-breakpoint
CREATE POLICY planta_baja ON "campos" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "campos";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "campos" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "kaizens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "kaizens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "kaizens";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "kaizens" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "kaizens";
--> statement-breakpoint
CREATE POLICY planta_alta ON "kaizens" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "kaizens";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "kaizens" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "kaizens";
--> statement-breakpoint
CREATE POLICY planta_baja ON "kaizens" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "kaizens";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "kaizens" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "kaizen_contador" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "kaizen_contador" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "kaizen_contador";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "kaizen_contador" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "kaizen_contador";
--> statement-breakpoint
CREATE POLICY planta_alta ON "kaizen_contador" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "kaizen_contador";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "kaizen_contador" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "kaizen_contador";
--> statement-breakpoint
CREATE POLICY planta_baja ON "kaizen_contador" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "kaizen_contador";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "kaizen_contador" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "kaizen_tarjetas" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "kaizen_tarjetas" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "kaizen_tarjetas";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "kaizen_tarjetas" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "kaizen_tarjetas";
--> statement-breakpoint
CREATE POLICY planta_alta ON "kaizen_tarjetas" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "kaizen_tarjetas";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "kaizen_tarjetas" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "kaizen_tarjetas";
--> statement-breakpoint
CREATE POLICY planta_baja ON "kaizen_tarjetas" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "kaizen_tarjetas";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "kaizen_tarjetas" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "comentarios" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "comentarios" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "comentarios";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "comentarios" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "comentarios";
--> statement-breakpoint
CREATE POLICY planta_alta ON "comentarios" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "comentarios";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "comentarios" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "comentarios";
--> statement-breakpoint
CREATE POLICY planta_baja ON "comentarios" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "comentarios";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "comentarios" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "novedades" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "novedades" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "novedades";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "novedades" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "novedades";
--> statement-breakpoint
CREATE POLICY planta_alta ON "novedades" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "novedades";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "novedades" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "novedades";
--> statement-breakpoint
CREATE POLICY planta_baja ON "novedades" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "novedades";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "novedades" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "notificaciones_lectura" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "notificaciones_lectura" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "notificaciones_lectura";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "notificaciones_lectura" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "notificaciones_lectura";
--> statement-breakpoint
CREATE POLICY planta_alta ON "notificaciones_lectura" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "notificaciones_lectura";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "notificaciones_lectura" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "notificaciones_lectura";
--> statement-breakpoint
CREATE POLICY planta_baja ON "notificaciones_lectura" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "notificaciones_lectura";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "notificaciones_lectura" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "avisos" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "avisos" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "avisos";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "avisos" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "avisos";
--> statement-breakpoint
CREATE POLICY planta_alta ON "avisos" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "avisos";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "avisos" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "avisos";
--> statement-breakpoint
CREATE POLICY planta_baja ON "avisos" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "avisos";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "avisos" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "aviso_usuarios" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "aviso_usuarios" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "aviso_usuarios";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "aviso_usuarios" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "aviso_usuarios";
--> statement-breakpoint
CREATE POLICY planta_alta ON "aviso_usuarios" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "aviso_usuarios";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "aviso_usuarios" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "aviso_usuarios";
--> statement-breakpoint
CREATE POLICY planta_baja ON "aviso_usuarios" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "aviso_usuarios";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "aviso_usuarios" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "correos_aviso" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "correos_aviso" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "correos_aviso";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "correos_aviso" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "correos_aviso";
--> statement-breakpoint
CREATE POLICY planta_alta ON "correos_aviso" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "correos_aviso";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "correos_aviso" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "correos_aviso";
--> statement-breakpoint
CREATE POLICY planta_baja ON "correos_aviso" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "correos_aviso";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "correos_aviso" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "reportes_semanales" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "reportes_semanales" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "reportes_semanales";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "reportes_semanales" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "reportes_semanales";
--> statement-breakpoint
CREATE POLICY planta_alta ON "reportes_semanales" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "reportes_semanales";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "reportes_semanales" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "reportes_semanales";
--> statement-breakpoint
CREATE POLICY planta_baja ON "reportes_semanales" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "reportes_semanales";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "reportes_semanales" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "organigrama" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "organigrama" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "organigrama";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "organigrama" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "organigrama";
--> statement-breakpoint
CREATE POLICY planta_alta ON "organigrama" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "organigrama";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "organigrama" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "organigrama";
--> statement-breakpoint
CREATE POLICY planta_baja ON "organigrama" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "organigrama";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "organigrama" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "pantallas" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "pantallas" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "pantallas";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "pantallas" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "pantallas";
--> statement-breakpoint
CREATE POLICY planta_alta ON "pantallas" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "pantallas";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "pantallas" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "pantallas";
--> statement-breakpoint
CREATE POLICY planta_baja ON "pantallas" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "pantallas";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "pantallas" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "archivos" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "archivos" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "archivos";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "archivos" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "archivos";
--> statement-breakpoint
CREATE POLICY planta_alta ON "archivos" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "archivos";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "archivos" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "archivos";
--> statement-breakpoint
CREATE POLICY planta_baja ON "archivos" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "archivos";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "archivos" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "user_hours" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_hours" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "user_hours";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "user_hours" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "user_hours";
--> statement-breakpoint
CREATE POLICY planta_alta ON "user_hours" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "user_hours";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "user_hours" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "user_hours";
--> statement-breakpoint
CREATE POLICY planta_baja ON "user_hours" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "user_hours";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "user_hours" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "auditoria" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "auditoria" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "auditoria";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "auditoria" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "auditoria";
--> statement-breakpoint
CREATE POLICY planta_alta ON "auditoria" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "auditoria";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "auditoria" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "auditoria";
--> statement-breakpoint
CREATE POLICY planta_baja ON "auditoria" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "auditoria";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "auditoria" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "datos_demo" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "datos_demo" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "datos_demo";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "datos_demo" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "datos_demo";
--> statement-breakpoint
CREATE POLICY planta_alta ON "datos_demo" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "datos_demo";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "datos_demo" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "datos_demo";
--> statement-breakpoint
CREATE POLICY planta_baja ON "datos_demo" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "datos_demo";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "datos_demo" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "mongo_importados" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "mongo_importados" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "mongo_importados";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "mongo_importados" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "mongo_importados";
--> statement-breakpoint
CREATE POLICY planta_alta ON "mongo_importados" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "mongo_importados";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "mongo_importados" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "mongo_importados";
--> statement-breakpoint
CREATE POLICY planta_baja ON "mongo_importados" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS plantas_lectura ON "mongo_importados";
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "mongo_importados" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
-- The card totals are counted per plant.
CREATE OR REPLACE FUNCTION tarjeta_totales_aplicar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tarjeta_totales AS t (planta_id, color, estado, equipo, prioridad, n)
    SELECT planta_id, color, estado, equipo, prioridad, count(*) FROM tarjetas_nuevas
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (planta_id, color, estado, equipo, prioridad) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO tarjeta_totales AS t (planta_id, color, estado, equipo, prioridad, n)
    SELECT planta_id, color, estado, equipo, prioridad, -count(*) FROM tarjetas_viejas
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (planta_id, color, estado, equipo, prioridad) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO tarjeta_totales AS t (planta_id, color, estado, equipo, prioridad, n)
    SELECT planta_id, color, estado, equipo, prioridad, sum(d) FROM (
      SELECT planta_id, color, estado, equipo, prioridad, 1 AS d FROM tarjetas_nuevas
      UNION ALL
      SELECT planta_id, color, estado, equipo, prioridad, -1 AS d FROM tarjetas_viejas
    ) cambios
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (planta_id, color, estado, equipo, prioridad) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An event names its plant (the plant of the writing session), so the BFF sends it only to that plant's
-- streams; one without a plant (a resync by the owner, a DBA's write) goes to every stream, and carries no data.
CREATE OR REPLACE FUNCTION portal_evento(tipo text, id text, extra jsonb DEFAULT '{}'::jsonb) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('portal_eventos', (jsonb_build_object('tipo', tipo, 'id', coalesce(id, ''))
    || jsonb_strip_nulls(extra || jsonb_build_object(
         'origen', nullif(current_setting('portal.origen', true), ''),
         'planta', portal_planta_actual())))::text);
$$;
--> statement-breakpoint
-- An audit record belongs to the plant of the row it describes (a user's change: the plant the Admin works in).
CREATE OR REPLACE FUNCTION auditoria_registrar() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_entidad text := TG_ARGV[0];
  v_plantilla text := coalesce(TG_ARGV[1], '');
  v_ignoradas text[] := string_to_array(coalesce(TG_ARGV[2], ''), ',');
  v_enmascaradas text[] := string_to_array(coalesce(TG_ARGV[3], ''), ',');
  v_columna_id text := coalesce(nullif(TG_ARGV[4], ''), 'id');
  v_actor jsonb := nullif(current_setting('portal.actor', true), '')::jsonb;
  v_viejo json;
  v_nuevo json;
  v_fila jsonb;
  v_cambios jsonb;
  v_etiqueta text := v_plantilla;
  v_accion text;
  v_clave text;
BEGIN
  IF TG_OP <> 'INSERT' THEN v_viejo := to_json(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN v_nuevo := to_json(NEW); END IF;
  v_fila := coalesce(v_nuevo, v_viejo)::jsonb;

  -- json (not jsonb) keeps the table's column order, so the changes read in the form's order.
  SELECT coalesce(jsonb_agg(jsonb_build_object(
           'campo', c.key,
           'antes', CASE WHEN c.key = ANY (v_enmascaradas) THEN to_jsonb('••••'::text) ELSE (v_viejo -> c.key)::jsonb END,
           'despues', CASE WHEN c.key = ANY (v_enmascaradas) THEN to_jsonb('••••'::text) ELSE (v_nuevo -> c.key)::jsonb END
         ) ORDER BY c.n), '[]'::jsonb)
    INTO v_cambios
    FROM json_each(coalesce(v_nuevo, v_viejo)) WITH ORDINALITY AS c(key, value, n)
   WHERE c.key <> v_columna_id
     AND c.key <> 'id'
     AND c.key <> 'planta_id'
     AND NOT c.key = ANY (v_ignoradas)
     AND CASE
           WHEN TG_OP = 'UPDATE' THEN (v_viejo -> c.key)::jsonb IS DISTINCT FROM (v_nuevo -> c.key)::jsonb
           -- A new or deleted row lists its non-empty values; masked ones are left out.
           ELSE NOT c.key = ANY (v_enmascaradas)
                AND c.value::jsonb NOT IN ('null'::jsonb, '""'::jsonb, 'false'::jsonb, '[]'::jsonb, '{}'::jsonb)
         END;

  IF TG_OP = 'UPDATE' AND v_cambios = '[]'::jsonb THEN
    RETURN NULL;
  END IF;

  v_accion := CASE TG_OP
    WHEN 'INSERT' THEN 'crear'
    WHEN 'DELETE' THEN 'eliminar'
    ELSE coalesce(nullif(current_setting('portal.accion', true), ''), 'editar')
  END;

  FOR v_clave IN SELECT DISTINCT m[1] FROM regexp_matches(v_plantilla, '\{([a-z0-9_]+)\}', 'g') AS m LOOP
    v_etiqueta := replace(v_etiqueta, '{' || v_clave || '}', coalesce(v_fila ->> v_clave, ''));
  END LOOP;

  INSERT INTO auditoria (planta_id, actor_id, actor_nombre, actor_legajo, entidad, entidad_id, etiqueta, accion, cambios, ip)
  VALUES (
    coalesce((v_fila ->> 'planta_id')::integer, portal_planta_actual()),
    (v_actor ->> 'id')::uuid,
    coalesce(v_actor ->> 'nombre', 'sistema'),
    v_actor ->> 'legajo',
    v_entidad,
    v_fila ->> v_columna_id,
    v_etiqueta,
    v_accion,
    v_cambios,
    v_actor ->> 'ip'
  );
  RETURN NULL;
END;
$$;
