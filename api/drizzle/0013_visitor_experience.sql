CREATE TABLE "browser_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"remote" text NOT NULL,
	"release" text NOT NULL,
	"route_kind" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"route_kind" text NOT NULL,
	"lang" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "browser_errors_at_idx" ON "browser_errors" USING btree ("at");--> statement-breakpoint
CREATE INDEX "web_vitals_at_idx" ON "web_vitals" USING btree ("at");