ALTER TABLE "blogs" ADD COLUMN "minutes_to_read_ar" smallint;--> statement-breakpoint
-- Posts written before this column existed: their Arabic body's words at 120 a minute, as contracts'
-- minutesToRead counts (a word holds a letter or digit: here an ASCII letter or digit, or any
-- non-ASCII character, as SQL's letter classes follow the database's locale). The api recounts
-- exactly on the next save.
UPDATE "blogs" SET "minutes_to_read_ar" = greatest(1, round((SELECT count(*) FROM regexp_split_to_table("body_ar", '\s+') AS word WHERE word ~ '[0-9A-Za-z]|[^\u0001-\u007F]') / 120.0));--> statement-breakpoint
ALTER TABLE "blogs" ALTER COLUMN "minutes_to_read_ar" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "blogs_minutes_ar_idx" ON "blogs" USING btree ("minutes_to_read_ar","id");
