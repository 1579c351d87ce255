-- docs/decisions/0050-business-keys.md: every salon table names its business, so the database
-- could hold many salons and be distributed by business (Citus keeps an exclusion constraint whose
-- distribution column is compared with =). One business today: the salon as it was, with a fixed
-- id that every business_id column defaults to, so existing rows and today's inserts need no change.
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_name_check" CHECK (length(trim("businesses"."name")) between 1 and 120)
);
--> statement-breakpoint
INSERT INTO "businesses" ("id", "name")
SELECT '5a10b000-0000-4000-8000-000000000001',
  coalesce((SELECT nullif(left(trim("salon_name"), 120), '') FROM "salon_settings" WHERE "id" = 1), 'Salon');--> statement-breakpoint
-- The foreign keys drizzle does not know of (migration 0039) lean on keys that change below: they
-- go first and come back with the business at the end.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_reservation_branch_fk";--> statement-breakpoint
ALTER TABLE "time_blocks" DROP CONSTRAINT "time_blocks_reservation_branch_fk";--> statement-breakpoint
ALTER TABLE "staff_shifts" DROP CONSTRAINT "staff_shifts_staff_branch_fk";--> statement-breakpoint
ALTER TABLE "salon_closures" DROP CONSTRAINT "salon_closures_date_branch_unique";--> statement-breakpoint
ALTER TABLE "time_blocks" DROP CONSTRAINT "time_blocks_reservation_unique";--> statement-breakpoint
ALTER TABLE "message_deliveries" DROP CONSTRAINT "message_deliveries_message_key_unique";--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_cart_id_carts_id_fk";
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "carts" DROP CONSTRAINT "carts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "carts" DROP CONSTRAINT "carts_special_offer_id_special_offers_id_fk";
--> statement-breakpoint
ALTER TABLE "email_verifications" DROP CONSTRAINT "email_verifications_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "password_reset_tokens_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "special_offer_services" DROP CONSTRAINT "special_offer_services_offer_id_special_offers_id_fk";
--> statement-breakpoint
ALTER TABLE "special_offer_services" DROP CONSTRAINT "special_offer_services_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "salon_closures" DROP CONSTRAINT "salon_closures_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "staff" DROP CONSTRAINT "staff_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_services" DROP CONSTRAINT "staff_services_staff_id_staff_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_services" DROP CONSTRAINT "staff_services_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_shifts" DROP CONSTRAINT "staff_shifts_staff_id_staff_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_time_off" DROP CONSTRAINT "staff_time_off_staff_id_staff_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_moves" DROP CONSTRAINT "appointment_moves_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_moves" DROP CONSTRAINT "appointment_moves_moved_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_status_changes" DROP CONSTRAINT "appointment_status_changes_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_status_changes" DROP CONSTRAINT "appointment_status_changes_changed_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_status_changes" DROP CONSTRAINT "appointment_status_changes_undoes_change_id_appointment_status_changes_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_reservation_id_slot_reservations_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "slot_reservations" DROP CONSTRAINT "slot_reservations_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "slot_reservations" DROP CONSTRAINT "slot_reservations_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "slot_reservations" DROP CONSTRAINT "slot_reservations_staff_id_staff_id_fk";
--> statement-breakpoint
ALTER TABLE "slot_reservations" DROP CONSTRAINT "slot_reservations_waitlist_entry_id_waitlist_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "time_blocks" DROP CONSTRAINT "time_blocks_reservation_id_slot_reservations_id_fk";
--> statement-breakpoint
ALTER TABLE "time_blocks" DROP CONSTRAINT "time_blocks_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "time_blocks" DROP CONSTRAINT "time_blocks_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payhere_duplicate_payments" DROP CONSTRAINT "payhere_duplicate_payments_order_id_payhere_payments_order_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_customers" DROP CONSTRAINT "payment_customers_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_cards" DROP CONSTRAINT "saved_cards_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "phone_confirmation_codes" DROP CONSTRAINT "phone_confirmation_codes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "email_addition_codes" DROP CONSTRAINT "email_addition_codes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_notes" DROP CONSTRAINT "customer_notes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_notes" DROP CONSTRAINT "customer_notes_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_staff_id_staff_id_fk";
--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "waitlist_windows" DROP CONSTRAINT "waitlist_windows_entry_id_waitlist_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "branch_services" DROP CONSTRAINT "branch_services_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "branch_services" DROP CONSTRAINT "branch_services_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_branches" DROP CONSTRAINT "staff_branches_staff_id_staff_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_branches" DROP CONSTRAINT "staff_branches_branch_id_branches_id_fk";
--> statement-breakpoint
DROP INDEX "cart_items_cart_service_unique";--> statement-breakpoint
DROP INDEX "carts_user_unique";--> statement-breakpoint
DROP INDEX "reviews_user_unique";--> statement-breakpoint
DROP INDEX "users_email_unique";--> statement-breakpoint
DROP INDEX "users_google_subject_unique";--> statement-breakpoint
DROP INDEX "users_confirmed_phone_unique";--> statement-breakpoint
DROP INDEX "staff_user_unique";--> statement-breakpoint
DROP INDEX "appointment_moves_number_unique";--> statement-breakpoint
DROP INDEX "appointment_status_changes_undoes_unique";--> statement-breakpoint
DROP INDEX "appointments_reference_unique";--> statement-breakpoint
DROP INDEX "appointments_payment_intent_unique";--> statement-breakpoint
DROP INDEX "slot_reservations_id_branch_unique";--> statement-breakpoint
DROP INDEX "slot_reservations_payment_intent_unique";--> statement-breakpoint
DROP INDEX "slot_reservations_one_hold_per_user";--> statement-breakpoint
DROP INDEX "slot_reservations_one_offer_per_entry";--> statement-breakpoint
DROP INDEX "slot_reservations_offer_token_unique";--> statement-breakpoint
DROP INDEX "payhere_payments_payment_id_unique";--> statement-breakpoint
DROP INDEX "saved_cards_user_provider_token_unique";--> statement-breakpoint
ALTER TABLE "special_offer_services" DROP CONSTRAINT "special_offer_services_offer_id_service_id_pk";--> statement-breakpoint
ALTER TABLE "staff_services" DROP CONSTRAINT "staff_services_staff_id_service_id_pk";--> statement-breakpoint
ALTER TABLE "payment_customers" DROP CONSTRAINT "payment_customers_user_id_provider_pk";--> statement-breakpoint
ALTER TABLE "branch_services" DROP CONSTRAINT "branch_services_branch_id_service_id_pk";--> statement-breakpoint
ALTER TABLE "staff_branches" DROP CONSTRAINT "staff_branches_staff_id_branch_id_pk";--> statement-breakpoint
-- The single-column keys (named <table>_pkey by PostgreSQL, a name drizzle cannot know) give way
-- to keys that lead with the business.
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_pkey";--> statement-breakpoint
ALTER TABLE "carts" DROP CONSTRAINT "carts_pkey";--> statement-breakpoint
ALTER TABLE "email_verifications" DROP CONSTRAINT "email_verifications_pkey";--> statement-breakpoint
ALTER TABLE "gallery_images" DROP CONSTRAINT "gallery_images_pkey";--> statement-breakpoint
ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "password_reset_tokens_pkey";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_pkey";--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_pkey";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";--> statement-breakpoint
ALTER TABLE "special_offers" DROP CONSTRAINT "special_offers_pkey";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";--> statement-breakpoint
ALTER TABLE "salon_settings" DROP CONSTRAINT "salon_settings_pkey";--> statement-breakpoint
ALTER TABLE "staff" DROP CONSTRAINT "staff_pkey";--> statement-breakpoint
ALTER TABLE "staff_shifts" DROP CONSTRAINT "staff_shifts_pkey";--> statement-breakpoint
ALTER TABLE "staff_time_off" DROP CONSTRAINT "staff_time_off_pkey";--> statement-breakpoint
ALTER TABLE "appointment_moves" DROP CONSTRAINT "appointment_moves_pkey";--> statement-breakpoint
ALTER TABLE "appointment_status_changes" DROP CONSTRAINT "appointment_status_changes_pkey";--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_pkey";--> statement-breakpoint
ALTER TABLE "slot_reservations" DROP CONSTRAINT "slot_reservations_pkey";--> statement-breakpoint
ALTER TABLE "time_blocks" DROP CONSTRAINT "time_blocks_pkey";--> statement-breakpoint
ALTER TABLE "payhere_duplicate_payments" DROP CONSTRAINT "payhere_duplicate_payments_pkey";--> statement-breakpoint
ALTER TABLE "payhere_payments" DROP CONSTRAINT "payhere_payments_pkey";--> statement-breakpoint
ALTER TABLE "saved_cards" DROP CONSTRAINT "saved_cards_pkey";--> statement-breakpoint
ALTER TABLE "message_deliveries" DROP CONSTRAINT "message_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "registration_decoys" DROP CONSTRAINT "registration_decoys_pkey";--> statement-breakpoint
ALTER TABLE "pending_registrations" DROP CONSTRAINT "pending_registrations_pkey";--> statement-breakpoint
ALTER TABLE "phone_confirmation_codes" DROP CONSTRAINT "phone_confirmation_codes_pkey";--> statement-breakpoint
ALTER TABLE "email_addition_codes" DROP CONSTRAINT "email_addition_codes_pkey";--> statement-breakpoint
ALTER TABLE "phone_sign_in_codes" DROP CONSTRAINT "phone_sign_in_codes_pkey";--> statement-breakpoint
ALTER TABLE "customer_notes" DROP CONSTRAINT "customer_notes_pkey";--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_pkey";--> statement-breakpoint
ALTER TABLE "waitlist_freed_times" DROP CONSTRAINT "waitlist_freed_times_pkey";--> statement-breakpoint
ALTER TABLE "waitlist_windows" DROP CONSTRAINT "waitlist_windows_pkey";--> statement-breakpoint
ALTER TABLE "branches" DROP CONSTRAINT "branches_pkey";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "special_offer_services" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "special_offers" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_closures" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_services" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_time_off" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_moves" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_status_changes" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "payhere_duplicate_payments" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "payhere_payments" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_decoys" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_confirmation_codes" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_addition_codes" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_sign_in_codes" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_freed_times" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_windows" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_services" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_branches" ADD COLUMN "business_id" uuid DEFAULT '5a10b000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_pkey" PRIMARY KEY("business_id","user_id");--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY("business_id","token_hash");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pkey" PRIMARY KEY("business_id","token_hash");--> statement-breakpoint
ALTER TABLE "special_offer_services" ADD CONSTRAINT "special_offer_services_business_id_offer_id_service_id_pk" PRIMARY KEY("business_id","offer_id","service_id");--> statement-breakpoint
ALTER TABLE "special_offers" ADD CONSTRAINT "special_offers_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_business_id_staff_id_service_id_pk" PRIMARY KEY("business_id","staff_id","service_id");--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "staff_time_off" ADD CONSTRAINT "staff_time_off_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "appointment_moves" ADD CONSTRAINT "appointment_moves_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "appointment_status_changes" ADD CONSTRAINT "appointment_status_changes_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "payhere_duplicate_payments" ADD CONSTRAINT "payhere_duplicate_payments_pkey" PRIMARY KEY("business_id","payment_id");--> statement-breakpoint
ALTER TABLE "payhere_payments" ADD CONSTRAINT "payhere_payments_pkey" PRIMARY KEY("business_id","order_id");--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_business_id_user_id_provider_pk" PRIMARY KEY("business_id","user_id","provider");--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "registration_decoys" ADD CONSTRAINT "registration_decoys_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD CONSTRAINT "pending_registrations_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "phone_confirmation_codes" ADD CONSTRAINT "phone_confirmation_codes_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "email_addition_codes" ADD CONSTRAINT "email_addition_codes_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "phone_sign_in_codes" ADD CONSTRAINT "phone_sign_in_codes_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "waitlist_freed_times" ADD CONSTRAINT "waitlist_freed_times_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "waitlist_windows" ADD CONSTRAINT "waitlist_windows_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "branch_services" ADD CONSTRAINT "branch_services_business_id_branch_id_service_id_pk" PRIMARY KEY("business_id","branch_id","service_id");--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_pkey" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "staff_branches" ADD CONSTRAINT "staff_branches_business_id_staff_id_branch_id_pk" PRIMARY KEY("business_id","staff_id","branch_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("business_id","cart_id") REFERENCES "public"."carts"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_service_id_services_id_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_special_offer_id_special_offers_id_fk" FOREIGN KEY ("business_id","special_offer_id") REFERENCES "public"."special_offers"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offer_services" ADD CONSTRAINT "special_offer_services_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offer_services" ADD CONSTRAINT "special_offer_services_offer_id_special_offers_id_fk" FOREIGN KEY ("business_id","offer_id") REFERENCES "public"."special_offers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offer_services" ADD CONSTRAINT "special_offer_services_service_id_services_id_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offers" ADD CONSTRAINT "special_offers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_closures" ADD CONSTRAINT "salon_closures_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_closures" ADD CONSTRAINT "salon_closures_branch_id_branches_id_fk" FOREIGN KEY ("business_id","branch_id") REFERENCES "public"."branches"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A key that empties its column on delete empties that column alone ("SET NULL (user_id)"):
-- the business stays (drizzle writes the whole key; the schema says so beside each).
ALTER TABLE "staff" ADD CONSTRAINT "staff_user_id_users_id_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_staff_id_staff_id_fk" FOREIGN KEY ("business_id","staff_id") REFERENCES "public"."staff"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_service_id_services_id_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_staff_id_staff_id_fk" FOREIGN KEY ("business_id","staff_id") REFERENCES "public"."staff"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_time_off" ADD CONSTRAINT "staff_time_off_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_time_off" ADD CONSTRAINT "staff_time_off_staff_id_staff_id_fk" FOREIGN KEY ("business_id","staff_id") REFERENCES "public"."staff"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_moves" ADD CONSTRAINT "appointment_moves_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_moves" ADD CONSTRAINT "appointment_moves_appointment_id_appointments_id_fk" FOREIGN KEY ("business_id","appointment_id") REFERENCES "public"."appointments"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_moves" ADD CONSTRAINT "appointment_moves_moved_by_users_id_fk" FOREIGN KEY ("business_id","moved_by") REFERENCES "public"."users"("business_id","id") ON DELETE SET NULL ("moved_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_status_changes" ADD CONSTRAINT "appointment_status_changes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_status_changes" ADD CONSTRAINT "appointment_status_changes_appointment_id_appointments_id_fk" FOREIGN KEY ("business_id","appointment_id") REFERENCES "public"."appointments"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_status_changes" ADD CONSTRAINT "appointment_status_changes_changed_by_users_id_fk" FOREIGN KEY ("business_id","changed_by") REFERENCES "public"."users"("business_id","id") ON DELETE SET NULL ("changed_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_status_changes" ADD CONSTRAINT "appointment_status_changes_undoes_change_id_appointment_status_changes_id_fk" FOREIGN KEY ("business_id","undoes_change_id") REFERENCES "public"."appointment_status_changes"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_reservation_id_slot_reservations_id_fk" FOREIGN KEY ("business_id","reservation_id") REFERENCES "public"."slot_reservations"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_branch_id_branches_id_fk" FOREIGN KEY ("business_id","branch_id") REFERENCES "public"."branches"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_user_id_users_id_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_branch_id_branches_id_fk" FOREIGN KEY ("business_id","branch_id") REFERENCES "public"."branches"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_staff_id_staff_id_fk" FOREIGN KEY ("business_id","staff_id") REFERENCES "public"."staff"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("business_id","waitlist_entry_id") REFERENCES "public"."waitlist_entries"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_reservation_id_slot_reservations_id_fk" FOREIGN KEY ("business_id","reservation_id") REFERENCES "public"."slot_reservations"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_branch_id_branches_id_fk" FOREIGN KEY ("business_id","branch_id") REFERENCES "public"."branches"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_created_by_users_id_fk" FOREIGN KEY ("business_id","created_by") REFERENCES "public"."users"("business_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payhere_duplicate_payments" ADD CONSTRAINT "payhere_duplicate_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payhere_duplicate_payments" ADD CONSTRAINT "payhere_duplicate_payments_order_id_payhere_payments_order_id_fk" FOREIGN KEY ("business_id","order_id") REFERENCES "public"."payhere_payments"("business_id","order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payhere_payments" ADD CONSTRAINT "payhere_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_decoys" ADD CONSTRAINT "registration_decoys_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD CONSTRAINT "pending_registrations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_confirmation_codes" ADD CONSTRAINT "phone_confirmation_codes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_confirmation_codes" ADD CONSTRAINT "phone_confirmation_codes_user_id_users_id_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_addition_codes" ADD CONSTRAINT "email_addition_codes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_addition_codes" ADD CONSTRAINT "email_addition_codes_user_id_users_id_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_sign_in_codes" ADD CONSTRAINT "phone_sign_in_codes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_user_id_users_id_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_created_by_users_id_fk" FOREIGN KEY ("business_id","created_by") REFERENCES "public"."users"("business_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_staff_id_staff_id_fk" FOREIGN KEY ("business_id","staff_id") REFERENCES "public"."staff"("business_id","id") ON DELETE SET NULL ("staff_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_branch_id_branches_id_fk" FOREIGN KEY ("business_id","branch_id") REFERENCES "public"."branches"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_freed_times" ADD CONSTRAINT "waitlist_freed_times_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_windows" ADD CONSTRAINT "waitlist_windows_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_windows" ADD CONSTRAINT "waitlist_windows_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("business_id","entry_id") REFERENCES "public"."waitlist_entries"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_services" ADD CONSTRAINT "branch_services_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_services" ADD CONSTRAINT "branch_services_branch_id_branches_id_fk" FOREIGN KEY ("business_id","branch_id") REFERENCES "public"."branches"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_services" ADD CONSTRAINT "branch_services_service_id_services_id_fk" FOREIGN KEY ("business_id","service_id") REFERENCES "public"."services"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_branches" ADD CONSTRAINT "staff_branches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_branches" ADD CONSTRAINT "staff_branches_staff_id_staff_id_fk" FOREIGN KEY ("business_id","staff_id") REFERENCES "public"."staff"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_branches" ADD CONSTRAINT "staff_branches_branch_id_branches_id_fk" FOREIGN KEY ("business_id","branch_id") REFERENCES "public"."branches"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_service_unique" ON "cart_items" USING btree ("business_id","cart_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_unique" ON "carts" USING btree ("business_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_unique" ON "reviews" USING btree ("business_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("business_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_unique" ON "users" USING btree ("business_id","google_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_confirmed_phone_unique" ON "users" USING btree ("business_id","phone") WHERE "users"."phone_confirmed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_user_unique" ON "staff" USING btree ("business_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_moves_number_unique" ON "appointment_moves" USING btree ("business_id","appointment_id","move_number");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_status_changes_undoes_unique" ON "appointment_status_changes" USING btree ("business_id","undoes_change_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_reference_unique" ON "appointments" USING btree ("business_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_payment_intent_unique" ON "appointments" USING btree ("business_id","payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_id_branch_unique" ON "slot_reservations" USING btree ("business_id","id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_payment_intent_unique" ON "slot_reservations" USING btree ("business_id","payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_one_hold_per_user" ON "slot_reservations" USING btree ("business_id","user_id") WHERE "slot_reservations"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_one_offer_per_entry" ON "slot_reservations" USING btree ("business_id","waitlist_entry_id") WHERE "slot_reservations"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_offer_token_unique" ON "slot_reservations" USING btree ("business_id","offer_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payhere_payments_payment_id_unique" ON "payhere_payments" USING btree ("business_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_user_provider_token_unique" ON "saved_cards" USING btree ("business_id","user_id","provider","token");--> statement-breakpoint
ALTER TABLE "salon_closures" ADD CONSTRAINT "salon_closures_date_branch_unique" UNIQUE NULLS NOT DISTINCT("business_id","date","branch_id");--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_reservation_unique" UNIQUE("business_id","reservation_id");--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_message_key_unique" UNIQUE("business_id","message_key");--> statement-breakpoint
-- An appointment and a time block at their reservation's branch, a shift at a branch its stylist
-- works at (migration 0039), now within the business.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_reservation_branch_fk" FOREIGN KEY ("business_id", "reservation_id", "branch_id") REFERENCES "public"."slot_reservations"("business_id", "id", "branch_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_reservation_branch_fk" FOREIGN KEY ("business_id", "reservation_id", "branch_id") REFERENCES "public"."slot_reservations"("business_id", "id", "branch_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_staff_branch_fk" FOREIGN KEY ("business_id", "staff_id", "branch_id") REFERENCES "public"."staff_branches"("business_id", "staff_id", "branch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The guards compare the business first: two rows can only collide within one salon, and on Citus
-- each of these constraints is checked inside one shard. The per-stylist guard still names no
-- branch, so it spans a salon's branches (docs/decisions/0045-branches.md).
ALTER TABLE "slot_reservations" DROP CONSTRAINT "slot_reservations_no_overlap";--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_no_overlap"
  EXCLUDE USING gist ("business_id" WITH =, "branch_id" WITH =, "chair" WITH =, tstzrange("starts_at", "blocked_until") WITH &&)
  WHERE ("status" IN ('held', 'booked', 'blocked'));--> statement-breakpoint
ALTER TABLE "slot_reservations" DROP CONSTRAINT "slot_reservations_no_staff_overlap";--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_no_staff_overlap"
  EXCLUDE USING gist ("business_id" WITH =, "staff_id" WITH =, tstzrange("starts_at", "blocked_until") WITH &&)
  WHERE ("status" IN ('held', 'booked', 'blocked') AND "staff_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "staff_shifts" DROP CONSTRAINT "staff_shifts_no_overlap";--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_no_overlap"
  EXCLUDE USING gist ("business_id" WITH =, "staff_id" WITH =, "branch_id" WITH =, "weekday" WITH =, int4range("start_minute", "end_minute") WITH &&);
--> statement-breakpoint
-- The triggers beside those guards look only inside the row's business: on Citus each stays a
-- query of one shard, and with several salons one salon's rows never meet another's.
CREATE OR REPLACE FUNCTION salon_copy_reservation_branch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "branch_id" INTO NEW."branch_id" FROM "slot_reservations"
    WHERE "business_id" = NEW."business_id" AND "id" = NEW."reservation_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION salon_new_service_at_branches() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "branch_services" ("business_id", "branch_id", "service_id")
    SELECT NEW."business_id", "id", NEW."id" FROM "branches"
    WHERE "business_id" = NEW."business_id" AND "closed_at" IS NULL ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION salon_stylist_travel_gap() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gap integer;
BEGIN
  SELECT "branch_travel_minutes" INTO gap FROM "salon_settings" WHERE "business_id" = NEW."business_id" AND "id" = 1;
  IF coalesce(gap, 0) = 0 THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('salon-stylist:' || NEW."staff_id"::text));
  IF EXISTS (
    SELECT 1 FROM "slot_reservations" r
    WHERE r."business_id" = NEW."business_id" AND r."staff_id" = NEW."staff_id" AND r."id" <> NEW."id"
      AND r."branch_id" <> NEW."branch_id"
      AND r."status" IN ('held', 'booked', 'blocked')
      AND tstzrange(r."starts_at" - make_interval(mins => gap), r."blocked_until" + make_interval(mins => gap))
        && tstzrange(NEW."starts_at", NEW."blocked_until")
  ) THEN
    RAISE EXCEPTION 'stylist % needs % minutes between branches', NEW."staff_id", gap
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'slot_reservations_branch_travel';
  END IF;
  RETURN NEW;
END
$$;
