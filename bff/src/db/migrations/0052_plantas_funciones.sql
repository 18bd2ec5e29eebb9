-- Plants (issue 24): the alcance of a session, as set by the BFF on every connection it uses
-- (bff/src/app/database/alcance-planta.ts): 'portal.planta' the one plant a plant session reads and writes,
-- 'portal.lectura' the plants a read-only session (Corporativo, a lookup across plants) reads, a comma-separated list.
-- Unset or empty: none. The row-level-security policies of migration plantas_rls and the default plant of a new row
-- read them only through these functions.
CREATE OR REPLACE FUNCTION portal_planta_actual() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('portal.planta', true), '')::integer
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_lectura() RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_to_array(nullif(current_setting('portal.lectura', true), ''), ',')::integer[], '{}'::integer[])
$$;
--> statement-breakpoint
-- The roles the BFF's sessions take (SET ROLE): neither a superuser nor the tables' owner, so the policies bind them.
-- portal_app: one plant, read and write (an equality on planta_id: the planner uses the plant-led indexes' order).
-- portal_lector: several plants, read only (SELECT is all it is granted on a plant's tables).
-- Roles belong to the whole cluster: another database of it may have created them already.
DO $$
BEGIN
  CREATE ROLE portal_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  CREATE ROLE portal_lector NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
