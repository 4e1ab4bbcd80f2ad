ALTER TABLE "blogs" ADD COLUMN "title_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "blogs_title_search_idx" ON "blogs" USING gin ("title_search" gin_trgm_ops);--> statement-breakpoint
-- Posts written before this column existed: titles lowercased, Arabic letter forms folded as
-- contracts/search normalises them (the api rewrites the column exactly on the next save).
UPDATE "blogs" SET "title_search" = translate(lower("title_en" || ' ' || "title_ar"), 'آأإٱىةؤئ', 'اااايهوي') WHERE "title_search" = '';
