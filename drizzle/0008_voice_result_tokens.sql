ALTER TABLE "voice_messages" ADD COLUMN "result_token_hash" text;--> statement-breakpoint
ALTER TABLE "voice_messages" ADD COLUMN "client_recording_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "voice_messages_client_recording_id_idx" ON "voice_messages" USING btree ("client_recording_id");