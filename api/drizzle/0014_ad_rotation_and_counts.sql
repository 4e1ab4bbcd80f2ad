CREATE TABLE "ad_daily_counts" (
	"ad_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_daily_counts_ad_id_day_pk" PRIMARY KEY("ad_id","day")
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "priority" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_daily_counts" ADD CONSTRAINT "ad_daily_counts_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;