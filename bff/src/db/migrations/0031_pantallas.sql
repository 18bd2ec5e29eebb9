CREATE TABLE "pantallas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"token_hash" text NOT NULL,
	"creada_por" uuid,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_uso" timestamp with time zone,
	"revocada_en" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pantallas" ADD CONSTRAINT "pantallas_creada_por_users_id_fk" FOREIGN KEY ("creada_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pantallas_token_hash_unique" ON "pantallas" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "pantallas_activas_idx" ON "pantallas" USING btree ("fecha_creacion") WHERE "pantallas"."revocada_en" is null;