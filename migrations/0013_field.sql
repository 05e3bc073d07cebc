CREATE TABLE `check_ins` (
	`meetup_id` text NOT NULL,
	`user_id` text NOT NULL,
	`checked_in_at` text NOT NULL,
	PRIMARY KEY(`meetup_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `check_ins_user` ON `check_ins` (`user_id`);--> statement-breakpoint
CREATE TABLE `meetups` (
	`meetup_id` text PRIMARY KEY NOT NULL,
	`country` text NOT NULL,
	`title` text NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`starts_at_ms` integer NOT NULL,
	`ends_at_ms` integer NOT NULL,
	`min_level` integer NOT NULL,
	`capacity` integer,
	`place` text,
	`code` text,
	`code_set_at` text,
	`check_ins` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `meetups_country_start` ON `meetups` (`country`,`starts_at_ms`);--> statement-breakpoint
CREATE TABLE `photo_types` (
	`photo_type_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `store_photos` (
	`photo_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`store_id` text NOT NULL,
	`chain_id` text NOT NULL,
	`photo_type` text NOT NULL,
	`file_id` text,
	`week` text NOT NULL,
	`status` text NOT NULL,
	`points` integer NOT NULL,
	`reason` text,
	`uploaded_at` text NOT NULL,
	`audited_at` text
);
--> statement-breakpoint
CREATE INDEX `store_photos_store_week` ON `store_photos` (`store_id`,`week`);--> statement-breakpoint
CREATE INDEX `store_photos_queue` ON `store_photos` (`status`,`uploaded_at`);--> statement-breakpoint
CREATE INDEX `store_photos_user` ON `store_photos` (`user_id`);--> statement-breakpoint
CREATE INDEX `store_photos_campaign` ON `store_photos` (`campaign_id`,`uploaded_at`);