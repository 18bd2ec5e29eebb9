CREATE TABLE "organigrama" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"titulo" text NOT NULL,
	"user_id" uuid,
	"nombre" text,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organigrama" ADD CONSTRAINT "organigrama_parent_id_organigrama_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organigrama"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organigrama" ADD CONSTRAINT "organigrama_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organigrama_parent_orden_idx" ON "organigrama" USING btree ("parent_id","orden");--> statement-breakpoint
CREATE INDEX "organigrama_user_id_idx" ON "organigrama" USING btree ("user_id");