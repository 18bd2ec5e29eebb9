CREATE TABLE "archivos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"storage" text NOT NULL,
	"key" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone NOT NULL,
	"attached_to" uuid,
	"attached_at" timestamp with time zone,
	"removing_at" timestamp with time zone,
	CONSTRAINT "archivos_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "subidas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bytes" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "archivos" ADD CONSTRAINT "archivos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archivos" ADD CONSTRAINT "archivos_attached_to_tarjetas_id_fk" FOREIGN KEY ("attached_to") REFERENCES "public"."tarjetas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subidas" ADD CONSTRAINT "subidas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archivos_attached_to_unique" ON "archivos" USING btree ("attached_to") WHERE "archivos"."attached_to" is not null;--> statement-breakpoint
CREATE INDEX "archivos_unattached_idx" ON "archivos" USING btree ("uploaded_at") WHERE "archivos"."attached_to" is null;--> statement-breakpoint
CREATE INDEX "subidas_user_id_at_idx" ON "subidas" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "tarjetas_imagen_url_idx" ON "tarjetas" USING btree ("imagen_url") WHERE "tarjetas"."imagen_url" <> '';