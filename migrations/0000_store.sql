CREATE TABLE `checkpoints` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `commands` (
	`command_id` text PRIMARY KEY NOT NULL,
	`outcome` text NOT NULL,
	`recorded_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `events` (
	`position` integer PRIMARY KEY NOT NULL,
	`stream_id` text NOT NULL,
	`stream_version` integer NOT NULL,
	`type` text NOT NULL,
	`data` text NOT NULL,
	`metadata` text NOT NULL,
	`event_id` text NOT NULL,
	`recorded_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_stream_version` ON `events` (`stream_id`,`stream_version`);--> statement-breakpoint
CREATE UNIQUE INDEX `events_event_id` ON `events` (`event_id`);--> statement-breakpoint
CREATE TABLE `personal_data` (
	`user_id` text PRIMARY KEY NOT NULL,
	`country` text NOT NULL,
	`document` text NOT NULL,
	`email` text NOT NULL,
	`full_name` text NOT NULL,
	`birthday` text NOT NULL,
	`erased_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `personal_data_document` ON `personal_data` (`country`,`document`);--> statement-breakpoint
CREATE INDEX `personal_data_email` ON `personal_data` (`email`);