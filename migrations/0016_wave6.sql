ALTER TABLE `activity_feed` ADD `points` integer;--> statement-breakpoint
ALTER TABLE `sence_sessions` ADD `agency_session_id` text;--> statement-breakpoint
ALTER TABLE `sence_sessions` ADD `closed_at` integer;