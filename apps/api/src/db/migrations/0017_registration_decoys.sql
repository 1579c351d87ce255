CREATE TABLE "registration_decoys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "registration_decoys_attempts_check" CHECK ("registration_decoys"."attempts" >= 0),
	CONSTRAINT "registration_decoys_email_lower_check" CHECK ("registration_decoys"."email" = lower("registration_decoys"."email"))
);
--> statement-breakpoint
CREATE INDEX "registration_decoys_email_idx" ON "registration_decoys" USING btree ("email");