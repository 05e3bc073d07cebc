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
