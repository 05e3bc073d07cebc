CREATE TABLE `sale_photos` (
	`sale_id` text PRIMARY KEY NOT NULL,
	`file_id` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `files` (
	`file_id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`country` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`hash` text NOT NULL,
	`thumbnail_hash` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `files_owner` ON `files` (`owner_id`);