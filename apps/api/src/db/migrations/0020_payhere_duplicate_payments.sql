CREATE TABLE "payhere_duplicate_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payhere_duplicate_payments" ADD CONSTRAINT "payhere_duplicate_payments_order_id_payhere_payments_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payhere_payments"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payhere_duplicate_payments_order_idx" ON "payhere_duplicate_payments" USING btree ("order_id");