// The console's own strings (en-US). Every locale has exactly these keys (tests/e2e/admin/i18n.spec.ts).
import { enEventFields } from "./eventFields.ts"
import { enEventTypes } from "./eventTypes.ts"
import { rewardsEn } from "./rewards.ts"
import { contentEn } from "./content.ts"
import { surveysEn } from "./surveys.ts"
import { forumsEn } from "./forums.ts"
import { loungesEn } from "./lounges.ts"
import { brandingEn } from "./branding.ts"
import { learningEn } from "./learning.ts"
import { authoringEn } from "./authoring.ts"
import { podcastsLibraryEn } from "./podcastsLibrary.ts"
import { senceEn } from "./sence.ts"
import { sitePagesEn } from "./sitePages.ts"
import { classesEn } from "./classes.ts"
import { scormAttemptsEn } from "./scormAttempts.ts"

export const en = {
  resources: {
    ...rewardsEn.resources,
    ...contentEn.resources,
    ...surveysEn.resources,
    ...forumsEn.resources,
    ...loungesEn.resources,
    ...brandingEn.resources,
    ...learningEn.resources,
    ...authoringEn.resources,
    ...podcastsLibraryEn.resources,
    ...senceEn.resources,
    ...sitePagesEn.resources,
    ...classesEn.resources,
    ...scormAttemptsEn.resources,
    sales: {
      name: "Sale |||| Sales",
      fields: {
        id: "Sale", campaignId: "Campaign", userName: "Seller", storeId: "Store", storeName: "Store", chainId: "Chain",
        chainName: "Chain", invoiceNumber: "Invoice", saleDate: "Sale date", reportedAt: "Reported at", status: "Status",
        duplicate: "Duplicate", basePoints: "Base points", creditedPoints: "Credited points", level: "Level credited at",
        lines: "Lines", sku: "SKU", quantity: "Quantity", pointsPerUnit: "Points per unit", reason: "Reason", q: "Invoice or name",
        reportedAt_gte: "Reported from", reportedAt_lte: "Reported until", photo: "Invoice photo"
      }
    },
    "level-ups": {
      name: "Level-up request |||| Level-up requests",
      fields: {
        userName: "User", userId: "User", campaignId: "Campaign", toLevel: "To level", countedSales: "Counted sales",
        unapprovedSales: "Not yet approved", status: "Status", requestedAt: "Requested at", reason: "Reason"
      }
    },
    accounts: {
      name: "Account |||| Accounts",
      fields: {
        id: "User", fullName: "Name", email: "E-mail", country: "Country", role: "Role", status: "Status", level: "Level",
        totalXp: "XP", registeredAt: "Registered at", blockReason: "Block reason", q: "Name, e-mail or id"
      }
    },
    campaigns: {
      name: "Campaign |||| Campaigns",
      fields: {
        id: "Campaign", name: "Name", country: "Country", begins: "Begins", ends: "Ends", status: "Status",
        storeCount: "Stores", participantCount: "Participants", q: "Name", pointsTable: "Points table", categoryCaps: "Category caps"
      }
    },
    brands: {
      name: "Brand |||| Brands",
      fields: { id: "Id", name: "Name" }
    },
    agencies: {
      name: "Agency |||| Agencies",
      fields: { id: "Id", name: "Name", brandIds: "Brands" }
    },
    chains: {
      name: "Chain |||| Chains",
      fields: { id: "Id", name: "Name", country: "Country", storeCount: "Stores" }
    },
    stores: {
      name: "Store |||| Stores",
      fields: { id: "Id", name: "Name", chainName: "Chain", city: "City", country: "Country" }
    },
    products: {
      name: "Product |||| Products",
      fields: { sku: "SKU", productType: "Type", brandName: "Brand", processor: "Processor", generation: "Generation", formFactor: "Form factor" }
    },
    wallets: {
      name: "Wallet |||| Wallets",
      fields: { campaignId: "Campaign", balance: "Balance", confirmed: "Confirmed", provisional: "Provisional", expired: "Expired", credited: "Credited", reversed: "Reversed", debited: "Debited" }
    },
    clients: {
      name: "Client company |||| Client companies",
      fields: { id: "Id", name: "Name", homeRoute: "Home route", members: "Members", features: "Features", passwordStrength: "Password strength", q: "Name or id" }
    },
    events: {
      name: "Log |||| Log",
      fields: { id: "Position", streamId: "Stream", type: "Event", actor: "Actor", commandId: "Command id", recordedAt_gte: "Recorded from", recordedAt_lte: "Recorded until" }
    },
    "statement-lines": {
      name: "Statement line |||| Statement lines",
      fields: { at: "Date", kind: "Movement", ref: "Reference", points: "Points", note: "Note", confirmedPoints: "Confirmed points" }
    },
    "participants": {
      name: "Participant |||| Participants",
      fields: { userName: "Participant", campaignId: "Campaign", agencyId: "Agency", storeIds: "Stores", registeredAt: "Registered at", q: "Name or id" }
    },
    photos: { name: "Store photo |||| Store photos", fields: { fileId: "Photo", photoTypeName: "Type", photoType: "Type", storeName: "Store", storeId: "Store", chainName: "Chain", userName: "Seller", campaignId: "Campaign", week: "Week", uploadedAt: "Sent at", status: "Status", points: "Points", reason: "Reason", q: "Store or name" } },
    meetups: { name: "Meetup |||| Meetups", fields: { id: "Meetup id", title: "Title", country: "Country", startsAt: "Starts", endsAt: "Ends", startsAtMs: "Starts", place: "Place", minLevel: "Minimum level", capacity: "Capacity", checkIns: "Check-ins", q: "Title or place" } },
    "check-ins": { name: "Check-in |||| Check-ins", fields: { userName: "Name", userId: "User", level: "Level", checkedInAt: "Checked in at" } },
    "photo-types": { name: "Photo type |||| Photo types", fields: { name: "Type" } }
  },
  vitrine: {
    ...rewardsEn.vitrine,
    ...contentEn.vitrine,
    ...surveysEn.vitrine,
    ...forumsEn.vitrine,
    ...loungesEn.vitrine,
    ...brandingEn.vitrine,
    ...learningEn.vitrine,
    ...authoringEn.vitrine,
    ...podcastsLibraryEn.vitrine,
    ...sitePagesEn.vitrine,
    ...classesEn.vitrine,
    ...scormAttemptsEn.vitrine,
    app: { title: "Vitrine Admin", superuser: "Superuser", all_countries: "All countries", country: "Country", language: "Language" },
    auth: { not_staff: "This account is not an admin or auditor.", too_many: "Too many failed attempts: try again in %{minutes} min." },
    roles: { admin: "Admin", auditor: "Auditor", learner: "Learner", operator: "Operator", instructor: "Instructor" },
    status: {
      shipped: "Shipped", delivered: "Delivered",
      awaiting_approval: "Awaiting approval", approved: "Approved", reproved: "Reproved", pending: "Pending",
      rejected: "Rejected", blocked: "Blocked", draft: "Draft", open: "Open", closed: "Closed", erased: "Erased"
    },
    sales: {
      approve: "Approve", reprove: "Reprove", next: "Next", reprove_title: "Reprove sale %{invoice}",
      approved: "Sale approved", reproved: "Sale reproved", bulk_approve: "Approve selected",
      bulk_done: "%{ok} approved, %{failed} refused", bulk_title: "Bulk approval results",
      duplicate_warning: "Possible duplicate: other claims with invoice %{invoice}",
      shortcuts: "Shortcuts: A approve · R reprove · N next", no_photo: "No invoice photo", zoom: "Zoom invoice photo",
      close: "Close", points: "%{points} points"
    },
    common: { reason: "Reason", reason_required: "A reason is required", confirm: "Confirm", cancel: "Cancel", events: "History" },
    events: { type: "Event", at: "Business time", recordedAt: "Recorded at", actor: "Actor", commandId: "Command", data: "Data" },
    eventFields: enEventFields,
    eventTypes: enEventTypes,
    history: { forbidden: "You do not have permission to read the history of this record.", empty: "Nothing recorded yet.", error: "The history could not be loaded." },
    queue: { shortcuts: "Single-key shortcuts (A, R, N)", shortcuts_off: "Single-key shortcuts are off", bulk_confirm_title: "Approve %{smart_count} sale? |||| Approve %{smart_count} sales?", bulk_confirm: "Each selected sale is approved and its points confirmed. This cannot be undone.", bulk_reprove: "Reprove selected", bulk_reprove_title: "Reprove %{smart_count} sale |||| Reprove %{smart_count} sales", bulk_reproved: "%{ok} reproved, %{failed} refused", bulk_reprove_results: "Bulk reprove results", end_of_queue: "No other sale in this view: back to the list" },
    games: {
      menu: "Game courses", title: "New game course", help: "A draft course whose activities are games. Choose each game's type and edit its JSON from the template: the console checks the game can be won before sending it.", courseId: "Course id", courseTitle: "Course title", workload: "Workload (hours)", activities: "Games", activityId: "Activity id", activityTitle: "Activity title", type: "Game type", json: "Game (JSON)", preview: "Preview",
      types: { drag_drop: "Drag and drop", drag_words: "Drag the words", find_pairs: "Find the pairs", this_or_that: "This or that", fill_blanks: "Fill in the blanks", true_false: "True or false", flashcards: "Flashcards", enigma: "Enigma" }
    },
    signups: {
      title: "Sign-ups to approve", menu: "Sign-ups to approve", approve: "Approve", approved: "Sign-up approved: the first-access link was sent",
      empty: "No sign-up awaiting approval.", help: "Accounts created by sign-up, awaiting approval. Once approved, the person gets an e-mail with the link to create a password."
    },
    erased: { title: "Account erased", text: "This account was erased at its holder's request on %{date}. The personal data no longer exists; only ids remain in the programme's records." },
    levelups: {
      approve: "Approve", reject: "Reject", approved: "Level-up approved", rejected: "Level-up rejected",
      blocked_reason: "%{count} counted sale(s) not approved yet: audit them first.", counted: "Counted sales"
    },
    accounts: {
      profile: "Profile", approve: "Approve", block: "Block", unblock: "Unblock", approved: "Account approved", blocked: "Account blocked",
      unblocked: "Account unblocked", wallets: "Wallets", sales: "Sales", statement: "Statement"
    },
    campaigns: {
      open: "Open", close: "Close", opened: "Campaign opened", closed: "Campaign closed",
      confirm_open: "Open %{name}? Its %{stores} enrolled store(s) open to sellers and its points table (%{rows} SKU(s)) is locked: corrections go through replay from then on.",
      confirm_close: "Close %{name}? %{participants} participant(s) can no longer report sales. %{wallets} wallet(s) will expire (%{points} points); %{falling} user(s) will fall one level (%{cancelled} pending level-up request(s) cancelled). %{awaiting} sale(s) still awaiting audit count at the close.",
      replay: "Replay", replay_title: "Replay %{name}", table: "Points table (JSON: [{\"sku\", \"pointsPerUnit\"}])",
      upload: "Upload table", dry_run: "Dry run", apply: "Apply", applied: "Replay applied: %{count} compensation(s)",
      invalid_table: "The table is not valid JSON", user: "User", points_delta: "Points Δ", xp_delta: "XP Δ",
      level: "Level before → after", totals: "Totals: %{users} user(s), %{points} points, %{xp} XP", no_change: "No user changes",
      id_help: "A short id, e.g. br-2026-inverno", thresholds: "Level thresholds (XP)", creator_reach: "Creator: XP to reach", creator_keep: "Creator: XP to keep", influencer_reach: "Influencer: XP to reach", influencer_keep: "Influencer: XP to keep", category: "Category", cap: "Cap", summary: "Summary", levels_text: "Creator from %{creatorReach} XP (keep %{creatorKeep}) · Influencer from %{influencerReach} XP (keep %{influencerKeep})", no_caps: "No category caps", store_to_enrol: "Store to enrol", enrol: "Enrol store", enrolled: "Store enrolled", edit_table: "Edit points table", force: "I have checked the warnings: apply anyway"
    },
    dashboard: {
      week: "W%{week}", sales: "Sales", points: "Points", pending_audits: "Sales awaiting audit", pending_levelups: "Pending level-ups",
      ending_soon: "Campaigns ending within %{days} days", none_ending: "None", days_left: "%{smart_count} day left (ends %{date}) |||| %{smart_count} days left (ends %{date})",
      this_week: "Week %{week}: %{sales} sales, %{points} points", not_started: "Not started yet", to_queue: "Go to the sales audit queue"
    },
    replay_warnings: {
      skus_removed: "SKUs removed: %{skus} (%{sales} sale(s) had them and would earn nothing for them)",
      skus_unknown: "SKUs the campaign did not list: %{skus}", skus_duplicated: "SKUs listed twice (the last row counts): %{skus}",
      points_swing: "The campaign's points move by more than half: %{before} → %{after}", skus_not_in_catalogue: "SKUs not in the product catalogue: %{skus}"
    },
    clients: { route_help: "A path of the learner app, starting with /", strength: { low: "Low", medium: "Medium", strong: "Strong" } },
    statement: { confirmed: "%{points} confirmed" },
    movements: { credit_sale: "Sale credit", credit_photo: "Photo credit", credit_training: "Training credit", credit_adjustment: "Adjustment credit", confirmation: "Confirmation", reversal: "Reversal", debit_redemption: "Redemption", debit_transfer: "Transfer", refund: "Refund", adjustment: "Adjustment", correction: "Replay correction", expiry: "Expiry" },
    features: { ranking: "Ranking", score: "Score", library: "Library", news: "News", webcasts: "Webcasts", profile: "Profile", loyalty: "Loyalty", courses: "Courses", surveys: "Surveys" },
    reference: { code_id: "Use letters, digits, \".\", \"_\" or \"-\", starting with a letter or digit (no spaces or slashes)" },
    adjust: { button: "Adjust points", title: "Adjust the wallet’s points (%{campaign})", points: "Points", points_help: "A whole number: positive credits, negative debits", points_invalid: "Type a whole number other than zero", done: "Points adjusted" },
    erase: { button: "Erase account", title: "Erase the account and its personal data", text: "The holder’s personal data (name, e-mail, document, phone, files) will be erased for good. The programme’s history keeps the id only.", type_name: "To confirm, type the holder’s full name: %{name}", mismatch: "The name typed is not the holder’s", confirm: "Erase for good", done: "Account erased" },
    points_table: { legend: "Corrected points table (%{count} SKUs)", add: "Add SKU", remove: "Remove %{sku}", sku_required: "Type the SKU", sku_twice: "SKU listed twice", points_invalid: "A whole number from 1", invalid_file: "The file is not a table: upload the JSON [{\"sku\", \"pointsPerUnit\"}] or a CSV of sku,points" },
    context: { observation: "Seller’s observation", level_now: "Level now: %{level} · asked: level %{to}", xp: "Campaign XP: %{campaign} · total XP: %{total}", threshold: "Level %{to} from %{reach} campaign XP (kept with %{keep})", document: "Document", age: "Birthday (age)", age_text: "%{date} (%{age} years)" },
    signup_reject: { button: "Reject", title: "Reject the sign-up of %{name}", done: "Sign-up rejected" },
    photos: { no_file: "No picture", zoom: "Zoom: %{name}", bulk_done: "%{ok} approved, %{failed} refused", bulk_approve: "Approve selected", approved: "Photo approved", reproved: "Photo reproved", reprove_title: "Reprove the photo of %{store}", week_of_store: "The store's other photos of week %{week}", none_other: "No other photo of this store this week" },
    meetups: { id_help: "A short id, e.g. br-2026-05-meetup", level_1: "1 · Junior", level_2: "2 · Creator", level_3: "3 · Influencer", code_title: "Check-in: %{title}", no_code: "No code yet: rotate to draw the first one.", qr_alt: "QR code of the check-in code %{code}", rotate: "New code", fullscreen: "Full screen", auto_rotate: "New code every minute", export: "Export attendance", attendance: "Attendance" }
  }
}

export type Catalogue = typeof en
