CREATE TABLE "kaizen_contador" (
	"id" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kaizen_tarjetas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kaizen_id" uuid NOT NULL,
	"rol" text NOT NULL,
	"tarjeta_id" uuid,
	"color" text NOT NULL,
	"numero" integer NOT NULL,
	CONSTRAINT "kaizen_tarjetas_kaizen_rol_color_numero_unique" UNIQUE("kaizen_id","rol","color","numero")
);
--> statement-breakpoint
CREATE TABLE "kaizens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" integer NOT NULL,
	"estado" text DEFAULT 'Abierta' NOT NULL,
	"implementacion" boolean DEFAULT false NOT NULL,
	"codigo" text DEFAULT '' NOT NULL,
	"linea" text DEFAULT '' NOT NULL,
	"maquina" text DEFAULT '' NOT NULL,
	"tema" text DEFAULT '' NOT NULL,
	"perdida_atacada" text DEFAULT '' NOT NULL,
	"pilar" text NOT NULL,
	"lider" text DEFAULT '' NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"descripcion_problema" text DEFAULT '' NOT NULL,
	"objetivo" text DEFAULT '' NOT NULL,
	"causas" text DEFAULT '' NOT NULL,
	"acciones" text DEFAULT '' NOT NULL,
	"objetivo_completado" text DEFAULT '' NOT NULL,
	"documentos" text DEFAULT '' NOT NULL,
	"otra_maquina" text DEFAULT '' NOT NULL,
	"responsable_seguimiento" text DEFAULT '' NOT NULL,
	"fecha_finalizacion_mejora" date,
	"costo" text DEFAULT '' NOT NULL,
	"beneficio" text DEFAULT '' NOT NULL,
	"costo_importe" double precision,
	"beneficio_importe" double precision,
	"verificacion" text DEFAULT '' NOT NULL,
	"imagen_front_url" text DEFAULT '' NOT NULL,
	"imagen_back_url" text DEFAULT '' NOT NULL,
	"creado_por" uuid,
	"cerrada_en" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "archivos" ADD COLUMN "kaizen_id" uuid;--> statement-breakpoint
ALTER TABLE "archivos" ADD COLUMN "kaizen_lado" text;--> statement-breakpoint
ALTER TABLE "kaizen_tarjetas" ADD CONSTRAINT "kaizen_tarjetas_kaizen_id_kaizens_id_fk" FOREIGN KEY ("kaizen_id") REFERENCES "public"."kaizens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kaizen_tarjetas" ADD CONSTRAINT "kaizen_tarjetas_tarjeta_id_tarjetas_id_fk" FOREIGN KEY ("tarjeta_id") REFERENCES "public"."tarjetas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kaizens" ADD CONSTRAINT "kaizens_creado_por_users_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kaizen_tarjetas_tarjeta_id_idx" ON "kaizen_tarjetas" USING btree ("tarjeta_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kaizens_numero_unique" ON "kaizens" USING btree ("numero");--> statement-breakpoint
CREATE INDEX "kaizens_fecha_id_idx" ON "kaizens" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "kaizens_codigo_id_idx" ON "kaizens" USING btree ("codigo","id");--> statement-breakpoint
CREATE INDEX "kaizens_maquina_id_idx" ON "kaizens" USING btree ("maquina","id");--> statement-breakpoint
CREATE INDEX "kaizens_pilar_id_idx" ON "kaizens" USING btree ("pilar","id");--> statement-breakpoint
CREATE INDEX "kaizens_lider_id_idx" ON "kaizens" USING btree ("lider","id");--> statement-breakpoint
CREATE INDEX "kaizens_estado_implementacion_idx" ON "kaizens" USING btree ("estado","implementacion");--> statement-breakpoint
CREATE INDEX "kaizens_imagen_front_url_idx" ON "kaizens" USING btree ("imagen_front_url") WHERE "kaizens"."imagen_front_url" <> '';--> statement-breakpoint
CREATE INDEX "kaizens_imagen_back_url_idx" ON "kaizens" USING btree ("imagen_back_url") WHERE "kaizens"."imagen_back_url" <> '';--> statement-breakpoint
ALTER TABLE "archivos" ADD CONSTRAINT "archivos_kaizen_id_kaizens_id_fk" FOREIGN KEY ("kaizen_id") REFERENCES "public"."kaizens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archivos_kaizen_lado_unique" ON "archivos" USING btree ("kaizen_id","kaizen_lado") WHERE "archivos"."kaizen_id" is not null;