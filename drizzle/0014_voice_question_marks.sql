ALTER TABLE "voice_messages" ADD COLUMN "question_marks" jsonb;--> statement-breakpoint
ALTER TABLE "voice_messages" ADD COLUMN "answers" jsonb;