CREATE TABLE `survey_answers` (
	`survey_id` text NOT NULL,
	`user_id` text NOT NULL,
	`answers` text NOT NULL,
	`answered_at` text NOT NULL,
	PRIMARY KEY(`survey_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `survey_answers_user` ON `survey_answers` (`user_id`);--> statement-breakpoint
CREATE TABLE `surveys` (
	`survey_id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`type` text NOT NULL,
	`description` text,
	`status` text NOT NULL,
	`starts_on` text NOT NULL,
	`ends_on` text NOT NULL,
	`score` integer NOT NULL,
	`mandatory` integer NOT NULL,
	`owners` text NOT NULL,
	`clients` text NOT NULL,
	`permissions` text NOT NULL,
	`questions` text NOT NULL,
	`answers` integer NOT NULL,
	`saved_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `surveys_status` ON `surveys` (`status`);