-- Keys taken before a key was bound to its body keep their caller; their repeat, whose body cannot be
-- compared, is refused (422) rather than replayed.
ALTER TABLE "idempotency_keys" ADD COLUMN "scope" text;--> statement-breakpoint
UPDATE "idempotency_keys" SET "scope" = coalesce('user:' || "user_id", 'guest:');--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "scope" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "request_hash" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "user_id";
