CREATE TABLE `classes` (
	`class_id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`client_id` text NOT NULL,
	`country` text NOT NULL,
	`course_id` text,
	`date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`time_zone` text NOT NULL,
	`starts_at_ms` integer NOT NULL,
	`ends_at_ms` integer NOT NULL,
	`model` text,
	`address` text,
	`vacancy` integer NOT NULL,
	`link` text,
	`instructor_id` text NOT NULL,
	`invite_only` integer NOT NULL,
	`recurrence` text,
	`status` text NOT NULL,
	`subscribed` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `classes_client_type` ON `classes` (`client_id`,`type`,`starts_at_ms`);--> statement-breakpoint
CREATE INDEX `classes_instructor` ON `classes` (`instructor_id`);--> statement-breakpoint
CREATE INDEX `classes_course` ON `classes` (`course_id`);--> statement-breakpoint
CREATE TABLE `classes_catalog_courses` (
	`catalog_id` text NOT NULL,
	`course_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`catalog_id`, `course_id`)
);
--> statement-breakpoint
CREATE INDEX `classes_catalog_courses_course` ON `classes_catalog_courses` (`course_id`);--> statement-breakpoint
CREATE TABLE `classes_catalogs` (
	`catalog_id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `classes_seats` (
	`class_id` text NOT NULL,
	`user_id` text NOT NULL,
	`invited` integer NOT NULL,
	`subscribed` integer NOT NULL,
	`subscribed_at` text,
	`present` integer NOT NULL,
	`validated_at` text,
	PRIMARY KEY(`class_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `classes_seats_user` ON `classes_seats` (`user_id`);--> statement-breakpoint
CREATE TABLE `classes_unlocks` (
	`class_id` text NOT NULL,
	`activity_id` text NOT NULL,
	`unlocked_at` text NOT NULL,
	PRIMARY KEY(`class_id`, `activity_id`)
);
