-- A stream ticket names its plant (issue 24): unused tickets of before are short-lived, and dropped.
DELETE FROM "event_tickets";--> statement-breakpoint
ALTER TABLE "event_tickets" ADD COLUMN "planta_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE cascade ON UPDATE no action;
