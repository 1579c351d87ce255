CREATE TABLE "gallery_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_url" text NOT NULL,
	"caption" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_comment_check" CHECK (length(btrim("reviews"."comment")) between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"price_lkr" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"thumbnail_url" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_category_check" CHECK ("services"."category" in ('hair', 'nail', 'facial', 'makeup')),
	CONSTRAINT "services_price_check" CHECK ("services"."price_lkr" >= 0),
	CONSTRAINT "services_duration_check" CHECK ("services"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "special_offer_services" (
	"offer_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "special_offer_services_offer_id_service_id_pk" PRIMARY KEY("offer_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "special_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"original_price_lkr" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"image_url" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_offers_discount_check" CHECK ("special_offers"."discount_percent" between 1 and 99),
	CONSTRAINT "special_offers_price_check" CHECK ("special_offers"."original_price_lkr" > 0),
	CONSTRAINT "special_offers_dates_check" CHECK ("special_offers"."start_date" <= "special_offers"."end_date")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offer_services" ADD CONSTRAINT "special_offer_services_offer_id_special_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."special_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offer_services" ADD CONSTRAINT "special_offer_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_images_order_idx" ON "gallery_images" USING btree ("position","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_unique" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "services_live_idx" ON "services" USING btree ("category") WHERE "services"."deleted_at" is null;