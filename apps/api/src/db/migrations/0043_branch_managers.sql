ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_branch_id_branches_id_fk" FOREIGN KEY ("business_id","branch_id") REFERENCES "public"."branches"("business_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_branch_id_idx" ON "users" USING btree ("business_id","branch_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_manager_has_one_branch" CHECK (("users"."role" = 'manager') = ("users"."branch_id" is not null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin', 'staff', 'manager'));