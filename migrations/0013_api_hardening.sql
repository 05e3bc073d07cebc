CREATE TABLE `command_requests` (
	`command_id` text PRIMARY KEY NOT NULL,
	`fingerprint` text NOT NULL
);
