// The console's own strings (en-US). Every locale has exactly these keys (tests/e2e/admin/i18n.spec.ts).
export const en = {
  resources: {
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
        storeCount: "Stores", participantCount: "Participants", q: "Name", pointsTable: "Points table"
      }
    },
    brands: {
      name: "Brand |||| Brands",
      fields: { id: "Id", name: "Name" }
    },
    agencies: {
      name: "Agency |||| Agencies",
      fields: { id: "Id", name: "Name" }
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
      fields: { campaignId: "Campaign", balance: "Balance", confirmed: "Confirmed", provisional: "Provisional", expired: "Expired" }
    }
  },
  vitrine: {
    app: { title: "Vitrine Admin", superuser: "Superuser", all_countries: "All countries", country: "Country", language: "Language" },
    auth: { not_staff: "This account is not an admin or auditor.", too_many: "Too many attempts: wait a few minutes." },
    roles: { admin: "Admin", auditor: "Auditor", learner: "Learner", operator: "Operator" },
    status: {
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
    levelups: {
      approve: "Approve", reject: "Reject", approved: "Level-up approved", rejected: "Level-up rejected",
      blocked_reason: "%{count} counted sale(s) not approved yet: audit them first.", counted: "Counted sales"
    },
    accounts: {
      profile: "Profile", approve: "Approve", block: "Block", unblock: "Unblock", approved: "Account approved", blocked: "Account blocked",
      unblocked: "Account unblocked", wallets: "Wallets", sales: "Sales"
    },
    campaigns: {
      open: "Open", close: "Close", opened: "Campaign opened", closed: "Campaign closed",
      confirm_open: "Open %{name}? Sellers of its %{stores} enrolled store(s) can register and report sales from now on.",
      confirm_close: "Close %{name}? Its %{participants} participant(s) can no longer report sales; unconfirmed points expire as the rules say.",
      replay: "Replay", replay_title: "Replay %{name}", table: "Points table (JSON: [{\"sku\", \"pointsPerUnit\"}])",
      upload: "Upload table", dry_run: "Dry run", apply: "Apply", applied: "Replay applied: %{count} compensation(s)",
      invalid_table: "The table is not valid JSON", user: "User", points_delta: "Points Δ", xp_delta: "XP Δ",
      level: "Level before → after", totals: "Totals: %{users} user(s), %{points} points, %{xp} XP", no_change: "No user changes"
    }
  }
}

export type Catalogue = typeof en
