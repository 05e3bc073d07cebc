import { accountsEnUS } from "./accounts/en-US.ts"
import { authoringEnUS } from "./authoring/en-US.ts"
import { ssoEnUS } from "./sso/en-US.ts"
import { learningEnUS } from "./learning/en-US.ts"
import { forumEnUS } from "./forum/en-US.ts"
import { loungeEnUS } from "./lounge/en-US.ts"
import { fieldEnUS } from "./field/en-US.ts"
import { surveysEnUS } from "./surveys/en-US.ts"
import { podcastsLibraryEnUS } from "./podcastsLibrary/en-US.ts"
import { senceEnUS } from "./sence/en-US.ts"
import { scormEnUS } from "./scorm/en-US.ts"
import { classesEnUS } from "./classes/en-US.ts"
import type { Catalogue } from "./catalogue.ts"
import { rewardsEnUS } from "./rewards/en-US.ts"
import { contentEnUS } from "./content/en-US.ts"
import { brandingEnUS } from "./branding/en-US.ts"

export const enUS: Catalogue = {
  dateOrder: "mdy",
  unknownError: "The operation could not be completed (code {code}).",
  passwordRequirements: {
    length: "at least {min} characters",
    upper: "an upper-case letter",
    lower: "a lower-case letter",
    digit: "a digit",
    symbol: "a symbol (for example ! ? # @)"
  },
  terms: {
    brand: "brand",
    agency: "agency",
    chain: "retail chain",
    store: "store",
    product: "product",
    draft: "draft",
    open: "open",
    closed: "closed",
    awaiting_approval: "awaiting approval",
    approved: "approved",
    reproved: "rejected",
    published: "published",
    archived: "archived",
    shipped: "shipped",
    delivered: "delivered",
    rejected: "rejected"
  },
  messages: {
    ...brandingEnUS,
    ...ssoEnUS,
    ...learningEnUS,
    ...authoringEnUS,
    ...forumEnUS,
    ...loungeEnUS,
    ...rewardsEnUS,
    ...contentEnUS,
    ...fieldEnUS,
    ...surveysEnUS,
    ...podcastsLibraryEnUS,
    ...senceEnUS,
    ...scormEnUS,
    ...classesEnUS,
    ...accountsEnUS,
    "input.invalid": "Some details are missing or not in the right format. Please check the highlighted fields.",
    "input.unknown_command": "Unknown operation: {type}.",
    "store.concurrency_conflict": "Someone else changed this while you were working on it. Refresh the page and try again.",
    "store.duplicate_event_id": "This operation was already recorded with different content. Send it again with a new request id.",
    "auth.forbidden": "You are not allowed to do this.",
    "http.invalid_token": "Your session has expired or isn't valid. Please log in again.",
    "http.not_found": "We couldn't find what you were looking for.",
    "http.payload_too_large": "What you sent is too large (the limit is {limitBytes} bytes).",
    "http.unsupported_media_type": "This format isn't accepted here ({contentType}).",
    "http.too_many_requests": "Too many attempts. Try again in {retryAfterSeconds} seconds.",
    "http.idempotency_key_reused": "This idempotency key was already used for a different request. Send this one with a new key.",
    "input.invalid_query": "The list request is not valid ({param}: {reason}).",
    "http.busy": "The programme is busy with maintenance (an import or a rebuild). Nothing was saved: try again in {retryAfterSeconds} seconds.",
    "http.internal_error": "Something went wrong on our side. Please try again in a moment.",

    "account.already_exists": "An account with the id {userId} already exists.",
    "account.not_found": "We couldn't find the account {userId}.",
    "account.invalid_document": "The ID number isn't valid for the account's country ({country}).",
    "account.document_taken": "This ID number is already registered to another account in this country.",
    "account.invalid_email": "Enter a valid email address, such as name@company.com.",
    "account.birthday_not_past": "The date of birth must be before today ({today}).",
    "account.not_approved": "The account {userId} hasn't been approved yet.",
    "account.already_approved": "The account {userId} is already approved.",
    "account.blocked": "The account {userId} is blocked.",
    "account.not_blocked": "The account {userId} isn't blocked.",
    "account.not_awaiting_approval": "This account is not awaiting approval.",
    "account.personal_data_missing": "The personal details of account {userId} aren't available (missing, or erased at the holder's request).",
    "account.password_too_weak": "This password does not meet the requirements. It still needs {missing}.",

    "client.already_exists": "A client company with the code {clientId} already exists.",
    "client.not_found": "We couldn't find the client company {clientId}.",
    "client.already_member": "The user {userId} already belongs to the client company {clientId}.",

    "campaign.already_exists": "A campaign with the code {campaignId} already exists.",
    "campaign.not_found": "We couldn't find the campaign {campaignId}.",
    "campaign.invalid_dates": "The end date ({ends}) can't be before the start date ({begins}).",
    "campaign.overlaps": "The dates of campaign {campaignId} overlap with those of campaign {otherCampaignId} in the same country.",
    "campaign.duplicate_sku": "SKU {sku} appears more than once in the points table.",
    "campaign.invalid_levels":
      "Invalid level thresholds: level 3 must need more XP than level 2, and the minimum to keep a level can't be more than the XP needed to reach it.",
    "campaign.points_table_locked": "The points table of campaign {campaignId} can't be changed once the campaign is open; corrections are made by replay.",
    "campaign.empty_points_table": "Campaign {campaignId} needs a points table before it can open.",
    "campaign.no_stores": "Campaign {campaignId} needs at least one participating store before it can open.",
    "campaign.store_already_enrolled": "Store {storeId} already takes part in campaign {campaignId}.",
    "campaign.store_wrong_country": "Store {storeId} is in another country ({country}) and can't take part in this campaign.",
    "campaign.not_draft": "Campaign {campaignId} is no longer a draft (status: {status}).",
    "campaign.not_open": "Campaign {campaignId} isn't open (status: {status}).",
    "campaign.closed": "Campaign {campaignId} has already been closed.",
    "campaign.previous_not_closed": "Campaign {campaignId} can only open once the country's previous campaign, {previousCampaignId}, is closed.",
    "campaign.still_running": "Campaign {campaignId} runs until {ends}; it can only be closed after that date.",

    "level.no_pending_request": "There is no pending request for {userId} to move up to level {toLevel}.",
    "level.sales_not_approved": "The level-up can only be approved once every sale it counts has been approved. Still pending: {saleIds}.",

    "reference.already_exists": "The code {id} is already used by another {kind}.",
    "reference.unknown": "We couldn't find the {kind} {id}.",
    "reference.country_mismatch": "Store {storeId} must be in the same country as its retail chain (store: {storeCountry}; chain: {chainCountry}).",
    "reference.not_found": "There is no {kind} with the code {id}.",

    "replay.stale": "{userId}'s level changed since the replay was computed (expected {expectedLevel}, now {actualLevel}); replay the campaign again.",
    "replay.nothing_to_correct": "There is nothing to correct for {userId}.",
    "replay.needs_force": "The corrected table has warnings ({kinds}): confirm them to apply the replay.",

    "registration.terms_not_accepted": "To take part, you need to accept the campaign's terms and conditions.",
    "registration.already_registered": "Account {userId} is already registered for campaign {campaignId}.",
    "registration.no_brand": "Choose at least one brand from agency {agencyId}.",
    "registration.brand_not_in_agency": "Brand {brandId} isn't handled by agency {agencyId}.",
    "registration.no_store": "Choose at least one store.",
    "registration.chain_without_store": "Choose at least one store from retail chain {chainId}.",
    "registration.store_outside_chains": "Store {storeId} doesn't belong to any of the chosen retail chains.",
    "registration.store_not_participating": "Store {storeId} isn't taking part in campaign {campaignId}.",
    "registration.underage": "You must be at least {minimumAge} years old on the day you register.",
    "registration.wrong_country": "The campaign and the account are in different countries (campaign: {campaignCountry}; account: {accountCountry}).",
    "registration.not_registered": "Account {userId} isn't registered for campaign {campaignId}.",

    "sale.already_exists": "Sale {saleId} has already been reported.",
    "sale.not_found": "We couldn't find sale {saleId}.",
    "sale.not_registered": "Register for campaign {campaignId} before reporting sales.",
    "sale.date_in_future": "The sale date ({saleDate}) is after today ({today}).",
    "sale.outside_campaign": "The sale date ({saleDate}) is outside the campaign period, {begins} to {ends}.",
    "sale.window_expired": "The sale was reported {days} days after the invoice date; the limit is 15 days.",
    "sale.campaign_ended": "Campaign {campaignId} ended on {ends}; sales can no longer be reported.",
    "sale.invoice_required": "Enter the invoice number.",
    "sale.invoice_already_sent": "You have already sent invoice {invoiceNumber} in this campaign.",
    "sale.store_not_registered": "Store {storeId} isn't one of the stores you registered with for this campaign.",
    "sale.store_not_participating": "Store {storeId} isn't taking part in this campaign.",
    "sale.unknown_sku": "Product {sku} isn't in this campaign's points table.",
    "sale.quantity_out_of_range": "Invalid quantity for product {sku}: {quantity}. Enter 1 to 999 units.",
    "file.not_found": "We couldn't find the file {fileId}.",
    "file.unsupported_media": "This file is not a video, audio, image, PDF or zip ({detected}).",
    "file.library_mismatch": "This file's content does not match its .{extension} extension ({detected}). Send the original document.",
    "file.unsupported_type": "This type of file isn't accepted ({detected}). Send an image (JPEG, PNG or WebP) or a PDF.",
    "file.missing": "No file was sent: attach it in the \"{field}\" field.",
    "file.image_unreadable": "We couldn't read this image ({contentType}). It may be damaged or incomplete.",
    "file.image_too_large": "The image is too large ({width} × {height} pixels). Send a photo of at most {maxPixels} pixels.",
    "sale.invoice_photo_unknown": "The invoice photo ({fileId}) isn't a file you uploaded.",
    "sale.no_lines": "Add at least one product sold.",
    "sale.already_audited": "Sale {saleId} has already been audited (status: {status}).",

    "wallet.zero_adjustment": "An adjustment must add or remove at least one point.",
    "wallet.insufficient_balance": "Not enough points for this (balance: {balance}; needed: {points}).",
    "wallet.in_debt": "Your balance is negative ({balance}). Redemptions open again once new credits cover it.",
    "wallet.refund_exceeds_debit": "Refund above what can still be returned for {ref}: requested {points}, available {refundable}."
  }
}
