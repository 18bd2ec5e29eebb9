ALTER TABLE "user_hours" ALTER COLUMN "quantity" SET DATA TYPE numeric(3, 1);--> statement-breakpoint
ALTER TABLE "user_hours" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "user_hours" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "equipo" text;--> statement-breakpoint
ALTER TABLE "user_hours" ADD CONSTRAINT "user_hours_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_hours_date_idx" ON "user_hours" USING btree ("date");