-- btree_gin: plain columns (pricing, area) beside the trigram and array columns in one GIN index;
-- drizzle-kit does not write CREATE EXTENSION. Migrations run under the start-up lock, so two
-- instances never create it at once.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "gift_shops_items_idx";--> statement-breakpoint
DROP INDEX "gift_shops_occasions_idx";--> statement-breakpoint
DROP INDEX "gift_shops_personalizations_idx";--> statement-breakpoint
DROP INDEX "gift_shops_recipients_idx";--> statement-breakpoint
DROP INDEX "gift_shops_delivery_idx";--> statement-breakpoint
DROP INDEX "restaurants_dining_idx";--> statement-breakpoint
DROP INDEX "restaurants_dietary_idx";--> statement-breakpoint
DROP INDEX "restaurants_meal_idx";--> statement-breakpoint
DROP INDEX "restaurants_ambience_idx";--> statement-breakpoint
DROP INDEX "restaurants_amenities_idx";--> statement-breakpoint
DROP INDEX "restaurants_delivery_idx";--> statement-breakpoint
CREATE INDEX "gift_shops_visible_list_idx" ON "gift_shops" USING gin ("name_search" gin_trgm_ops,"available_items","occasions","recipients","personalizations","delivery_options","pricing","area") WHERE deleted_at is null and status = 'published';--> statement-breakpoint
CREATE INDEX "restaurants_visible_list_idx" ON "restaurants" USING gin ("name_search" gin_trgm_ops,"cuisine_types","dining_options","dietary_preferences","meal_options","ambience","amenities","pricing","area") WHERE deleted_at is null and status = 'published';