CREATE TABLE `activity_feed` (
	`position` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`ref` text NOT NULL,
	`campaign_id` text,
	`recorded_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `activity_feed_user` ON `activity_feed` (`user_id`,`position`);--> statement-breakpoint
CREATE TABLE `sence_clients` (
	`client_id` text PRIMARY KEY NOT NULL,
	`sence_code` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sence_courses` (
	`course_id` text PRIMARY KEY NOT NULL,
	`course_code` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sence_sessions` (
	`session_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`course_id` text NOT NULL,
	`client_id` text NOT NULL,
	`opened_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`started_at` integer
);
--> statement-breakpoint
CREATE INDEX `sence_sessions_user_course` ON `sence_sessions` (`user_id`,`course_id`);