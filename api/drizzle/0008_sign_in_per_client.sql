CREATE TABLE "known_devices" (
	"email" text NOT NULL,
	"device_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_devices_email_device_hash_pk" PRIMARY KEY("email","device_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"email" text NOT NULL,
	"client" text NOT NULL,
	"by_device" boolean NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"retry_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_failures_email_client_pk" PRIMARY KEY("email","client")
);
--> statement-breakpoint
ALTER TABLE "sign_in_throttles" ADD COLUMN "paused_turn_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "known_devices_signed_in_idx" ON "known_devices" USING btree ("signed_in_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_updated_idx" ON "sign_in_failures" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "sign_in_throttles" DROP COLUMN "failures";--> statement-breakpoint
ALTER TABLE "sign_in_throttles" DROP COLUMN "last_failure_at";--> statement-breakpoint
ALTER TABLE "sign_in_throttles" DROP COLUMN "retry_at";