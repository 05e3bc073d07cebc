CREATE TABLE `activity_feed` (
	`position` integer PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`ref` text NOT NULL,
	`campaign_id` text,
	`recorded_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `activity_feed_user` ON `activity_feed` (`user_id`,`position`);--> statement-breakpoint
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
CREATE INDEX `authoring_game_rounds_user` ON `authoring_game_rounds` (`user_id`,`course_id`);--> statement-breakpoint
CREATE TABLE `branding_client_errors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`app` text NOT NULL,
	`kind` text NOT NULL,
	`message` text NOT NULL,
	`stack` text NOT NULL,
	`path` text NOT NULL,
	`user_agent` text NOT NULL,
	`reported_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `branding_configs` (
	`id` text PRIMARY KEY NOT NULL,
	`config` text NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
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
--> statement-breakpoint
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
CREATE INDEX `lounges_country` ON `lounges` (`country`,`starts_at`);--> statement-breakpoint
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
--> statement-breakpoint
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
CREATE INDEX `sence_sessions_user_course` ON `sence_sessions` (`user_id`,`course_id`);--> statement-breakpoint
CREATE TABLE `site_pages` (
	`page_id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`campaign_id` text,
	`agency_id` text,
	`online` integer NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `site_pages_kind` ON `site_pages` (`kind`,`campaign_id`);--> statement-breakpoint
CREATE TABLE `sso_issuers` (
	`issuer_id` text PRIMARY KEY NOT NULL,
	`issuer_url` text NOT NULL,
	`client_id` text NOT NULL,
	`client_secret` text,
	`label` text NOT NULL,
	`redirect_path` text DEFAULT '/login-redirect-v2' NOT NULL,
	`show_on_login` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sso_logins` (
	`state_hash` text PRIMARY KEY NOT NULL,
	`issuer_id` text NOT NULL,
	`nonce` text NOT NULL,
	`code_verifier` text NOT NULL,
	`redirect_uri` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `sso_logins_expires` ON `sso_logins` (`expires_at`);--> statement-breakpoint
CREATE TABLE `sso_onboarding_seen` (
	`user_id` text PRIMARY KEY NOT NULL,
	`seen_at` integer NOT NULL
);
