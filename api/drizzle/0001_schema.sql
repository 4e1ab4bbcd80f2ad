CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"target_url" text NOT NULL,
	"media_kind" text NOT NULL,
	"image_media_id" uuid,
	"video_media_id" uuid,
	"poster_media_id" uuid,
	"active_from" date NOT NULL,
	"active_to" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"excerpt_en" text NOT NULL,
	"excerpt_ar" text NOT NULL,
	"body_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"author_en" text NOT NULL,
	"author_ar" text NOT NULL,
	"cover_media_id" uuid,
	"published_at" timestamp with time zone NOT NULL,
	"minutes_to_read" smallint NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"user_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_id_item_type_item_id_pk" PRIMARY KEY("user_id","item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"kind" text DEFAULT 'contact' NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_item_type_item_id_pk" PRIMARY KEY("user_id","item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "gift_shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"address_en" text NOT NULL,
	"address_ar" text NOT NULL,
	"area" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"phone" text NOT NULL,
	"pricing" text NOT NULL,
	"price_rank" smallint NOT NULL,
	"hours" jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"wheelchair_accessible" boolean DEFAULT false NOT NULL,
	"delivery_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"member_since" date NOT NULL,
	"cover_media_id" uuid,
	"gallery_media_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"available_items" text[] DEFAULT '{}'::text[] NOT NULL,
	"occasions" text[] DEFAULT '{}'::text[] NOT NULL,
	"personalizations" text[] DEFAULT '{}'::text[] NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"widths" integer[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"alt_ar" text DEFAULT '' NOT NULL,
	"byte_size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "playback_settings" (
	"category" text PRIMARY KEY NOT NULL,
	"playback" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"address_en" text NOT NULL,
	"address_ar" text NOT NULL,
	"area" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"phone" text NOT NULL,
	"pricing" text NOT NULL,
	"price_rank" smallint NOT NULL,
	"hours" jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"wheelchair_accessible" boolean DEFAULT false NOT NULL,
	"delivery_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"member_since" date NOT NULL,
	"cover_media_id" uuid,
	"gallery_media_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cuisine_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"dining_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"dietary_preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"meal_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"ambience" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"menu" jsonb NOT NULL,
	"featured_dish" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"location" text,
	"phone_number" text,
	"email_verified_at" timestamp with time zone,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_video_media_id_media_id_fk" FOREIGN KEY ("video_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_poster_media_id_media_id_fk" FOREIGN KEY ("poster_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_shops" ADD CONSTRAINT "gift_shops_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_category_active_idx" ON "ads" USING btree ("category","status","active_from","active_to");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_idx" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blogs_slug_idx" ON "blogs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blogs_category_idx" ON "blogs" USING btree ("category","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blogs_published_idx" ON "blogs" USING btree ("published_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "blogs_title_en_idx" ON "blogs" USING btree ("title_en","id");--> statement-breakpoint
CREATE INDEX "blogs_title_ar_idx" ON "blogs" USING btree ("title_ar","id");--> statement-breakpoint
CREATE INDEX "blogs_minutes_idx" ON "blogs" USING btree ("minutes_to_read","id");--> statement-breakpoint
CREATE INDEX "blogs_search_idx" ON "blogs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookmarks_user_created_idx" ON "bookmarks" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookmarks_item_idx" ON "bookmarks" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favorites_item_idx" ON "favorites" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_shops_slug_idx" ON "gift_shops" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "gift_shops_area_idx" ON "gift_shops" USING btree ("area");--> statement-breakpoint
CREATE INDEX "gift_shops_price_idx" ON "gift_shops" USING btree ("price_rank","id");--> statement-breakpoint
CREATE INDEX "gift_shops_featured_idx" ON "gift_shops" USING btree ("featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "gift_shops_created_idx" ON "gift_shops" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gift_shops_name_en_idx" ON "gift_shops" USING btree ("name_en","id");--> statement-breakpoint
CREATE INDEX "gift_shops_name_ar_idx" ON "gift_shops" USING btree ("name_ar","id");--> statement-breakpoint
CREATE INDEX "gift_shops_categories_idx" ON "gift_shops" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "gift_shops_items_idx" ON "gift_shops" USING gin ("available_items");--> statement-breakpoint
CREATE INDEX "gift_shops_occasions_idx" ON "gift_shops" USING gin ("occasions");--> statement-breakpoint
CREATE INDEX "gift_shops_personalizations_idx" ON "gift_shops" USING gin ("personalizations");--> statement-breakpoint
CREATE INDEX "gift_shops_recipients_idx" ON "gift_shops" USING gin ("recipients");--> statement-breakpoint
CREATE INDEX "gift_shops_delivery_idx" ON "gift_shops" USING gin ("delivery_options");--> statement-breakpoint
CREATE INDEX "gift_shops_search_idx" ON "gift_shops" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "one_time_codes_lookup_idx" ON "one_time_codes" USING btree ("purpose","code_hash");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("user_id","purpose","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "restaurants_slug_idx" ON "restaurants" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "restaurants_area_idx" ON "restaurants" USING btree ("area");--> statement-breakpoint
CREATE INDEX "restaurants_price_idx" ON "restaurants" USING btree ("price_rank","id");--> statement-breakpoint
CREATE INDEX "restaurants_featured_idx" ON "restaurants" USING btree ("featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "restaurants_created_idx" ON "restaurants" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "restaurants_name_en_idx" ON "restaurants" USING btree ("name_en","id");--> statement-breakpoint
CREATE INDEX "restaurants_name_ar_idx" ON "restaurants" USING btree ("name_ar","id");--> statement-breakpoint
CREATE INDEX "restaurants_cuisine_idx" ON "restaurants" USING gin ("cuisine_types");--> statement-breakpoint
CREATE INDEX "restaurants_dining_idx" ON "restaurants" USING gin ("dining_options");--> statement-breakpoint
CREATE INDEX "restaurants_dietary_idx" ON "restaurants" USING gin ("dietary_preferences");--> statement-breakpoint
CREATE INDEX "restaurants_meal_idx" ON "restaurants" USING gin ("meal_options");--> statement-breakpoint
CREATE INDEX "restaurants_ambience_idx" ON "restaurants" USING gin ("ambience");--> statement-breakpoint
CREATE INDEX "restaurants_amenities_idx" ON "restaurants" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "restaurants_delivery_idx" ON "restaurants" USING gin ("delivery_options");--> statement-breakpoint
CREATE INDEX "restaurants_search_idx" ON "restaurants" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST);