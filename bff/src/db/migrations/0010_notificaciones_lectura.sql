CREATE TABLE "notificaciones_lectura" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"leidas_hasta" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notificaciones_lectura" ADD CONSTRAINT "notificaciones_lectura_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;