CREATE TABLE `media_positions` (
	`course_id` text NOT NULL,
	`user_id` text NOT NULL,
	`activity_id` text NOT NULL,
	`position_seconds` real NOT NULL,
	`duration_seconds` real NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`course_id`, `user_id`, `activity_id`)
);
--> statement-breakpoint
CREATE TABLE `scorm_attempts` (
	`course_id` text NOT NULL,
	`user_id` text NOT NULL,
	`activity_id` text NOT NULL,
	`package_id` text NOT NULL,
	`version` text NOT NULL,
	`seq` integer NOT NULL,
	`cmi` text NOT NULL,
	`total_seconds` real NOT NULL,
	`entry` text NOT NULL,
	`completion` text NOT NULL,
	`success` text NOT NULL,
	`score` real,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`course_id`, `user_id`, `activity_id`)
);
