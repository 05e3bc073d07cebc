import type Database from "better-sqlite3"

/** The user's choices in the apps (language, selected client company), outside the log. */
export const makeUserSettings = (db: Database.Database) => {
  const setLanguage = db.prepare(
    "INSERT INTO user_settings (user_id, language) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET language = excluded.language"
  )
  const setClient = db.prepare(
    "INSERT INTO user_settings (user_id, selected_client_id) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET selected_client_id = excluded.selected_client_id"
  )
  const get = db.prepare<[string], { language: string | null; selectedClientId: string | null }>(
    "SELECT language, selected_client_id AS selectedClientId FROM user_settings WHERE user_id = ?"
  )
  return {
    setLanguage: (userId: string, language: string): void => void setLanguage.run(userId, language),
    setSelectedClient: (userId: string, clientId: string): void => void setClient.run(userId, clientId),
    of: (userId: string) => get.get(userId) ?? { language: null, selectedClientId: null }
  }
}
export type UserSettings = ReturnType<typeof makeUserSettings>
