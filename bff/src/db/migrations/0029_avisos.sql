CREATE TABLE "aviso_usuarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"aviso_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"leida" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avisos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tarjeta_id" uuid NOT NULL,
	"nivel" text NOT NULL,
	"creado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "correos_aviso" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"aviso_usuario_id" uuid NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone NOT NULL,
	"reclamado_en" timestamp with time zone,
	"ultimo_error" text,
	"enviado_en" timestamp with time zone,
	CONSTRAINT "correos_aviso_aviso_usuario_id_unique" UNIQUE("aviso_usuario_id")
);
--> statement-breakpoint
CREATE TABLE "reportes_semanales" (
	"semana" text PRIMARY KEY NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"destinatarios" text DEFAULT '' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone NOT NULL,
	"reclamado_en" timestamp with time zone,
	"ultimo_error" text,
	"enviado_en" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "correo" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avisos_correo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "aviso_usuarios" ADD CONSTRAINT "aviso_usuarios_aviso_id_avisos_id_fk" FOREIGN KEY ("aviso_id") REFERENCES "public"."avisos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviso_usuarios" ADD CONSTRAINT "aviso_usuarios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_tarjeta_id_tarjetas_id_fk" FOREIGN KEY ("tarjeta_id") REFERENCES "public"."tarjetas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correos_aviso" ADD CONSTRAINT "correos_aviso_aviso_usuario_id_aviso_usuarios_id_fk" FOREIGN KEY ("aviso_usuario_id") REFERENCES "public"."aviso_usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aviso_usuarios_aviso_user_unique" ON "aviso_usuarios" USING btree ("aviso_id","user_id");--> statement-breakpoint
CREATE INDEX "aviso_usuarios_user_idx" ON "aviso_usuarios" USING btree ("user_id","leida");--> statement-breakpoint
CREATE UNIQUE INDEX "avisos_tarjeta_nivel_unique" ON "avisos" USING btree ("tarjeta_id","nivel");--> statement-breakpoint
CREATE INDEX "correos_aviso_pendientes_idx" ON "correos_aviso" USING btree ("proximo_intento") WHERE "correos_aviso"."estado" = 'pendiente';