CREATE TABLE `forum_posts` (
	`topic_id` text NOT NULL,
	`post_id` text NOT NULL,
	`course_id` text NOT NULL,
	`author_id` text NOT NULL,
	`body` text NOT NULL,
	`status` text NOT NULL,
	`posted_at` text NOT NULL,
	`edited_at` text,
	`reports` integer NOT NULL,
	`last_reported_at` text,
	`removed_reason` text,
	PRIMARY KEY(`topic_id`, `post_id`)
);
--> statement-breakpoint
CREATE INDEX `forum_posts_reports` ON `forum_posts` (`reports`,`last_reported_at`);--> statement-breakpoint
CREATE TABLE `forum_topics` (
	`topic_id` text PRIMARY KEY NOT NULL,
	`course_id` text NOT NULL,
	`author_id` text NOT NULL,
	`title` text NOT NULL,
	`status` text NOT NULL,
	`started_at` text NOT NULL,
	`last_post_at` text NOT NULL,
	`replies` integer NOT NULL,
	`reports` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `forum_topics_course` ON `forum_topics` (`course_id`,`last_post_at`);--> statement-breakpoint
CREATE INDEX `forum_topics_author` ON `forum_topics` (`author_id`);