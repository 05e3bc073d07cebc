import type { ResourceSpec } from "../resource.ts"

/** Accounts with their name and e-mail joined from personal data (erased accounts show none). */
export const accountsResource: ResourceSpec = {
  name: "accounts",
  from: "accounts a",
  joins: "LEFT JOIN personal_data pd ON pd.user_id = a.user_id LEFT JOIN members m ON m.user_id = a.user_id",
  id: "a.user_id",
  fields: {
    id: "a.user_id",
    // An erased account keeps its row (its id names sales, wallets, …) and says so, with no personal data.
    fullName: "CASE WHEN a.status = 'erased' THEN '[erased]' ELSE pd.full_name END",
    email: "pd.email",
    // The sign-up queue decides on these (issue 41 item 15): the document and the birthday (the age).
    document: "pd.document",
    birthday: "pd.birthday",
    country: "a.country",
    role: "a.role",
    isSuperuser: "a.is_superuser",
    status: "a.status",
    blockReason: "a.block_reason",
    level: "m.level",
    totalXp: "m.total_xp",
    approvedAt: "a.approved_at",
    registeredAt: "a.registered_at",
    origin: "a.origin",
    erasedAt: "a.erased_at"
  },
  filters: { country: "a.country", role: "a.role", status: "a.status", registeredAt: "a.registered_at", origin: "a.origin" },
  search: [
    "a.user_id LIKE ?",
    "a.user_id IN (SELECT user_id FROM personal_data WHERE full_name LIKE ?)",
    "a.user_id IN (SELECT user_id FROM personal_data WHERE email LIKE ?)"
  ],
  scope: "a.country = ?",
  booleans: ["isSuperuser"],
  defaultSort: ["registeredAt", "DESC"],
  roles: ["admin"]
}
