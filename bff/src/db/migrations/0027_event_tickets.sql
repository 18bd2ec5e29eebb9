CREATE TABLE "event_tickets" (
	"hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"pantalla_id" text,
	"expira" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_tickets_expira_idx" ON "event_tickets" USING btree ("expira");