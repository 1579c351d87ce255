ALTER TABLE "payhere_payments" ADD COLUMN "gateway_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payhere_payments" ADD COLUMN "gateway_checks" integer DEFAULT 0 NOT NULL;