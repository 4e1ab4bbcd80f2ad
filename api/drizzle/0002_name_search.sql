ALTER TABLE "gift_shops" ADD COLUMN "name_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "name_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "gift_shops_name_search_idx" ON "gift_shops" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_name_search_idx" ON "restaurants" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
-- Rows written before this column existed: names lowercased (the api rewrites it normalised on the next save).
UPDATE "restaurants" SET "name_search" = lower("name_en" || ' ' || "name_ar") WHERE "name_search" = '';--> statement-breakpoint
UPDATE "gift_shops" SET "name_search" = lower("name_en" || ' ' || "name_ar") WHERE "name_search" = '';
