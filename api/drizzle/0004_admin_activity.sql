CREATE TABLE "admin_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"ip" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_activity_at_idx" ON "admin_activity" USING btree ("at","seq");--> statement-breakpoint
CREATE INDEX "admin_activity_actor_idx" ON "admin_activity" USING btree ("actor_id","at","seq");--> statement-breakpoint
CREATE INDEX "admin_activity_entity_idx" ON "admin_activity" USING btree ("entity_type","entity_id","at","seq");--> statement-breakpoint
CREATE INDEX "admin_activity_action_idx" ON "admin_activity" USING btree ("action","at","seq");