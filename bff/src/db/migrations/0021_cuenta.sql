ALTER TABLE "users" ADD COLUMN "sesion_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "debe_cambiar_pin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ultimo_login" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ultima_actividad" timestamp with time zone;