import { TeamPage } from "./aboutTeam.tsx"
import { useSsoLanguage } from "../../../features/sso/i18n/index.ts"

export { loader } from "./aboutTeam.tsx"

/** `about-the-team` (SPEC §2's authenticated routes): the team page inside the app's frame. */
export const Component = () => {
  useSsoLanguage()
  return <TeamPage />
}
