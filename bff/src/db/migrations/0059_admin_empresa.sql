-- Issue 24: the company Admin (creates plants, adds people to them) is a person's, not a plant role's. An installation
-- that upgrades has one plant, whose Admins run the whole portal: their persons become the company's Admins.
ALTER TABLE "personas" ADD COLUMN "admin_empresa" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "personas" SET "admin_empresa" = true WHERE "id" IN (SELECT "persona_id" FROM "users" WHERE "role" = 'Admin');
