CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_nombre" text NOT NULL,
	"actor_legajo" text,
	"entidad" text NOT NULL,
	"entidad_id" text,
	"etiqueta" text DEFAULT '' NOT NULL,
	"accion" text NOT NULL,
	"cambios" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE INDEX "auditoria_at_id_idx" ON "auditoria" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "auditoria_entidad_idx" ON "auditoria" USING btree ("entidad","entidad_id","at","id");--> statement-breakpoint
CREATE INDEX "auditoria_actor_idx" ON "auditoria" USING btree ("actor_id","at","id");