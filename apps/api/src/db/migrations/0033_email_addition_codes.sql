CREATE TABLE "email_addition_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "email_addition_codes_email_lower" CHECK ("email_addition_codes"."email" = lower("email_addition_codes"."email")),
	CONSTRAINT "email_addition_codes_attempts" CHECK ("email_addition_codes"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "email_addition_codes" ADD CONSTRAINT "email_addition_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_addition_codes_user_idx" ON "email_addition_codes" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "email_addition_codes_email_idx" ON "email_addition_codes" USING btree ("email","sent_at");