ALTER TABLE "gallery_images" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "branch_id" uuid DEFAULT salon_main_branch() NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_branch_id_branches_id_fk" FOREIGN KEY ("business_id","branch_id") REFERENCES "public"."branches"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_branch_id_branches_id_fk" FOREIGN KEY ("business_id","branch_id") REFERENCES "public"."branches"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_branch_idx" ON "reviews" USING btree ("business_id","branch_id");--> statement-breakpoint
-- docs/decisions/0048-reviews-and-gallery-per-branch.md: a review by a customer who has had a
-- visit is about a visit, so it is about the branch of their latest completed visit, whatever the
-- writer (the web's picker, a script) sent; without one it keeps the branch it was given. The
-- rule lives here only: the service writes the customer's choice and reads the result back.
CREATE FUNCTION salon_review_visit_branch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  visit_branch uuid;
BEGIN
  SELECT "branch_id" INTO visit_branch FROM "appointments"
    WHERE "business_id" = NEW."business_id" AND "user_id" = NEW."user_id" AND "status" = 'completed'
    ORDER BY "date" DESC, "start_time" DESC, "id" DESC LIMIT 1;
  IF visit_branch IS NOT NULL THEN
    NEW."branch_id" := visit_branch;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER reviews_visit_branch
  BEFORE INSERT OR UPDATE OF "branch_id" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION salon_review_visit_branch();--> statement-breakpoint
-- A renamed or closed branch changes the reviews' answers (each names its branch and the summary
-- lists the branches): drop them too (docs/architecture.md#read-cache).
CREATE TRIGGER branches_announce_reviews_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branches
  FOR EACH STATEMENT EXECUTE FUNCTION announce_branch_change('reviews');
