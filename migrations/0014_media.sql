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
