CREATE TABLE "comentarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tarjeta_id" uuid,
	"kaizen_id" uuid,
	"autor_id" uuid,
	"autor_nombre" text NOT NULL,
	"texto" text NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_tarjeta_id_tarjetas_id_fk" FOREIGN KEY ("tarjeta_id") REFERENCES "public"."tarjetas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_kaizen_id_kaizens_id_fk" FOREIGN KEY ("kaizen_id") REFERENCES "public"."kaizens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comentarios_tarjeta_fecha_idx" ON "comentarios" USING btree ("tarjeta_id","fecha","id") WHERE "comentarios"."tarjeta_id" is not null;--> statement-breakpoint
CREATE INDEX "comentarios_kaizen_fecha_idx" ON "comentarios" USING btree ("kaizen_id","fecha","id") WHERE "comentarios"."kaizen_id" is not null;--> statement-breakpoint
CREATE INDEX "comentarios_autor_id_idx" ON "comentarios" USING btree ("autor_id");