CREATE TABLE "novedades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tarjeta_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"actor_nombre" text NOT NULL,
	"detalle" text DEFAULT '' NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"leida" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tarjetas" ADD COLUMN "planificada_por" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "novedades" ADD CONSTRAINT "novedades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novedades" ADD CONSTRAINT "novedades_tarjeta_id_tarjetas_id_fk" FOREIGN KEY ("tarjeta_id") REFERENCES "public"."tarjetas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "novedades_user_idx" ON "novedades" USING btree ("user_id","creada_en");--> statement-breakpoint
CREATE INDEX "novedades_tarjeta_idx" ON "novedades" USING btree ("tarjeta_id","user_id") WHERE not "novedades"."leida";