CREATE TABLE `badge_sale_counts` (
	`user_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`approved` integer NOT NULL,
	PRIMARY KEY(`user_id`, `campaign_id`)
);
--> statement-breakpoint
CREATE TABLE `badges` (
	`user_id` text NOT NULL,
	`badge` text NOT NULL,
	`earned_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `badge`)
);
--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`message_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`country` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`answer_by` text NOT NULL,
	`sent_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_country` ON `contact_messages` (`country`,`sent_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_user` ON `contact_messages` (`user_id`);--> statement-breakpoint
CREATE TABLE `faq_categories` (
	`category_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`language` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `faq_entries` (
	`entry_id` text PRIMARY KEY NOT NULL,
	`category_id` text NOT NULL,
	`question` text NOT NULL,
	`answer` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `faq_entries_category` ON `faq_entries` (`category_id`);--> statement-breakpoint
CREATE TABLE `news` (
	`news_id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`body` text NOT NULL,
	`cover_file_id` text,
	`countries` text NOT NULL,
	`client_ids` text NOT NULL,
	`published` integer NOT NULL,
	`published_at` text,
	`drafted_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `news_published` ON `news` (`published`,`published_at`);--> statement-breakpoint
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
CREATE INDEX `forum_topics_author` ON `forum_topics` (`author_id`);--> statement-breakpoint
CREATE TABLE `inbox_messages` (
	`message_id` integer PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`ref` text,
	`params` text NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `inbox_messages_user` ON `inbox_messages` (`user_id`,`message_id`);--> statement-breakpoint
CREATE TABLE `inbox_reads` (
	`user_id` text NOT NULL,
	`message_id` integer NOT NULL,
	`read_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `message_id`)
);
--> statement-breakpoint
CREATE TABLE `library_files` (
	`library_file_id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`title` text NOT NULL,
	`category` text NOT NULL,
	`file_name` text NOT NULL,
	`file_id` text NOT NULL,
	`kind` text NOT NULL,
	`added_at` text NOT NULL,
	`removed` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `library_files_client` ON `library_files` (`client_id`,`category`);--> statement-breakpoint
CREATE TABLE `listenings` (
	`playlist_id` text NOT NULL,
	`audio_id` text NOT NULL,
	`user_id` text NOT NULL,
	`position_seconds` real NOT NULL,
	`completed` integer NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`playlist_id`, `audio_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `listenings_user` ON `listenings` (`user_id`);--> statement-breakpoint
CREATE TABLE `playlists` (
	`playlist_id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`status` text NOT NULL,
	`audio_count` integer NOT NULL,
	`total_seconds` real NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `playlists_client` ON `playlists` (`client_id`,`status`);--> statement-breakpoint
CREATE TABLE `podcast_audios` (
	`playlist_id` text NOT NULL,
	`audio_id` text NOT NULL,
	`position` integer NOT NULL,
	`title` text NOT NULL,
	`file_id` text NOT NULL,
	`duration_seconds` real NOT NULL,
	PRIMARY KEY(`playlist_id`, `audio_id`)
);
--> statement-breakpoint
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
CREATE INDEX `surveys_status` ON `surveys` (`status`);--> statement-breakpoint
CREATE TABLE `partner_members` (
	`document` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`role` text NOT NULL,
	`claimed_by` text
);
--> statement-breakpoint
CREATE TABLE `transfers` (
	`transfer_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`points` integer NOT NULL,
	`partner_document` text NOT NULL,
	`status` text NOT NULL,
	`redeem_by` text NOT NULL,
	`transferred_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `transfers_user` ON `transfers` (`user_id`,`transferred_at`);