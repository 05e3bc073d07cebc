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
