CREATE TABLE `authoring_course_drafts` (
	`course_id` text PRIMARY KEY NOT NULL,
	`description` text,
	`tags` text NOT NULL,
	`cover_file_id` text,
	`support_materials` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `authoring_game_rounds` (
	`course_id` text NOT NULL,
	`user_id` text NOT NULL,
	`activity_id` text NOT NULL,
	`round_id` text NOT NULL,
	`round` integer NOT NULL,
	`score` integer NOT NULL,
	`right` integer NOT NULL,
	`errors` integer NOT NULL,
	`won` integer NOT NULL,
	`recorded_at` text NOT NULL,
	PRIMARY KEY(`course_id`, `user_id`, `activity_id`, `round_id`)
);
--> statement-breakpoint
CREATE INDEX `authoring_game_rounds_user` ON `authoring_game_rounds` (`user_id`,`course_id`);