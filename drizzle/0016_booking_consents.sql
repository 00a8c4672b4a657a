ALTER TABLE "consents" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_booking_id_idx" ON "consents" USING btree ("booking_id");