CREATE TABLE "pantalla_codigos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo" text NOT NULL,
	"secreto_hash" text NOT NULL,
	"expira" timestamp with time zone NOT NULL,
	"pantalla_id" uuid
);
--> statement-breakpoint
ALTER TABLE "pantallas" ADD COLUMN "segundos" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "pantallas" ADD COLUMN "equipo" text;--> statement-breakpoint
ALTER TABLE "pantalla_codigos" ADD CONSTRAINT "pantalla_codigos_pantalla_id_pantallas_id_fk" FOREIGN KEY ("pantalla_id") REFERENCES "public"."pantallas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pantalla_codigos_codigo_unique" ON "pantalla_codigos" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "pantalla_codigos_expira_idx" ON "pantalla_codigos" USING btree ("expira");--> statement-breakpoint
-- Active pantallas that share a name (any case) get ' (2)', ' (3)'… so the unique index can be made.
UPDATE "pantallas" p SET "nombre" = left(p."nombre", 54) || ' (' || d.n || ')'
  FROM (SELECT "id", row_number() OVER (PARTITION BY lower("nombre") ORDER BY "fecha_creacion", "id") AS n FROM "pantallas" WHERE "revocada_en" IS NULL) d
  WHERE p."id" = d."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "pantallas_nombre_unique" ON "pantallas" USING btree (lower("nombre")) WHERE "pantallas"."revocada_en" is null;