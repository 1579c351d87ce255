CREATE TABLE "payhere_payments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status_code" integer,
	"payment_id" text,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "charged_back_at" timestamp with time zone;