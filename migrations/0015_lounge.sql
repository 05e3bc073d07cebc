CREATE TABLE `lounge_blocks` (
	`class_id` text NOT NULL,
	`user_id` text NOT NULL,
	`reason` text,
	`blocked_at` text NOT NULL,
	PRIMARY KEY(`class_id`, `user_id`)
);
--> statement-breakpoint
CREATE TABLE `lounge_messages` (
	`class_id` text NOT NULL,
	`message_id` text NOT NULL,
	`user_id` text NOT NULL,
	`text` text NOT NULL,
	`posted_at` text NOT NULL,
	`position` integer NOT NULL,
	`hidden` integer NOT NULL,
	PRIMARY KEY(`class_id`, `message_id`)
);
--> statement-breakpoint
CREATE INDEX `lounge_messages_order` ON `lounge_messages` (`class_id`,`position`);--> statement-breakpoint
CREATE TABLE `lounge_questions` (
	`class_id` text NOT NULL,
	`question_id` text NOT NULL,
	`user_id` text NOT NULL,
	`text` text NOT NULL,
	`asked_at` text NOT NULL,
	`position` integer NOT NULL,
	`answer` text,
	`answered_at` text,
	`hidden` integer NOT NULL,
	PRIMARY KEY(`class_id`, `question_id`)
);
--> statement-breakpoint
CREATE INDEX `lounge_questions_order` ON `lounge_questions` (`class_id`,`position`);--> statement-breakpoint
CREATE TABLE `lounges` (
	`class_id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`stream_url` text NOT NULL,
	`country` text NOT NULL,
	`starts_at` text NOT NULL,
	`status` text NOT NULL,
	`opened_at` text NOT NULL,
	`messages` integer NOT NULL,
	`questions` integer NOT NULL,
	`unanswered` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lounges_country` ON `lounges` (`country`,`starts_at`);