CREATE TABLE `attempts` (
	`attempt_id` text PRIMARY KEY NOT NULL,
	`test_id` text NOT NULL,
	`course_id` text NOT NULL,
	`user_id` text NOT NULL,
	`seed` integer NOT NULL,
	`question_ids` text NOT NULL,
	`answers` text NOT NULL,
	`started_at` integer NOT NULL,
	`closes_at` integer,
	`right` integer,
	`drawn` integer,
	`score` integer,
	`passed` integer,
	`closed_by` text,
	`graded_at` integer
);
--> statement-breakpoint
CREATE INDEX `attempts_user` ON `attempts` (`user_id`,`test_id`);--> statement-breakpoint
CREATE TABLE `certificates` (
	`code` text PRIMARY KEY NOT NULL,
	`course_id` text NOT NULL,
	`user_id` text NOT NULL,
	`issued_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `certificates_user` ON `certificates` (`user_id`);--> statement-breakpoint
CREATE TABLE `completed_activities` (
	`course_id` text NOT NULL,
	`user_id` text NOT NULL,
	`activity_id` text NOT NULL,
	`completed_at` text NOT NULL,
	PRIMARY KEY(`course_id`, `user_id`, `activity_id`)
);
--> statement-breakpoint
CREATE TABLE `courses` (
	`course_id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`category` text,
	`workload_hours` real NOT NULL,
	`enrolment_type` text NOT NULL,
	`deadline` text,
	`mandatory` integer NOT NULL,
	`status` text NOT NULL,
	`activities` text NOT NULL,
	`prerequisites` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `enrolment_tests` (
	`course_id` text NOT NULL,
	`user_id` text NOT NULL,
	`test_id` text NOT NULL,
	`graded` integer NOT NULL,
	`attempts_used` integer NOT NULL,
	`best` integer,
	`passed` integer NOT NULL,
	PRIMARY KEY(`course_id`, `user_id`, `test_id`)
);
--> statement-breakpoint
CREATE TABLE `enrolments` (
	`course_id` text NOT NULL,
	`user_id` text NOT NULL,
	`enrolled` integer NOT NULL,
	`assigned` integer NOT NULL,
	`approved` integer NOT NULL,
	`improved` integer NOT NULL,
	`restarted` integer NOT NULL,
	`outcome` text,
	`status` text NOT NULL,
	`grade` real,
	`attempts_used` integer NOT NULL,
	`certificate_code` text,
	`enrolled_at` text NOT NULL,
	PRIMARY KEY(`course_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `enrolments_user` ON `enrolments` (`user_id`);--> statement-breakpoint
CREATE TABLE `learning_tests` (
	`test_id` text PRIMARY KEY NOT NULL,
	`course_id` text NOT NULL,
	`activity_id` text NOT NULL,
	`kind` text NOT NULL,
	`max_attempts` integer,
	`pass_mark` integer NOT NULL,
	`question_count` integer NOT NULL,
	`time_limit_seconds` integer
);
--> statement-breakpoint
CREATE TABLE `trails` (
	`trail_id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`course_ids` text NOT NULL
);
