import type { ReactNode } from "react"
import { Failed, Loading } from "../../../../components/states.tsx"
import { useProfile } from "../../api/profile.ts"
import { ta, useAccountsLanguage } from "../../i18n/index.ts"
import { AvatarEditor } from "./AvatarEditor.tsx"
import { ChangePasswordForm } from "./ChangePasswordForm.tsx"
import { DeleteAccount } from "./DeleteAccount.tsx"
import { MyDataForm } from "./MyDataForm.tsx"
import { NotificationsForm } from "./NotificationsForm.tsx"
import { PhoneVerification } from "./PhoneVerification.tsx"

/**
 * The profile's self-service sections (issues 13 and 14), in the order the profile route shows
 * them: on "my data", photo, my data (edit), phone, notifications; on "security", change password
 * and delete my account. The route passes its card component, so the sections look like the others.
 */
export const AccountSections = ({ Section, part }: { Section: (props: { title: string; children: ReactNode }) => ReactNode; part: "data" | "security" }) => {
  useAccountsLanguage()
  const profile = useProfile()
  const p = profile.data
  if (profile.isError) return <Failed error={profile.error} onRetry={profile.refetch} />
  if (p === undefined) return <Loading />
  if (part === "security")
    return (
      <>
        <Section title={ta("changePassword.title")}>
          <ChangePasswordForm />
        </Section>
        <Section title={ta("delete.title")}>
          <DeleteAccount fullName={p.fullName} />
        </Section>
      </>
    )
  return (
    <>
      <Section title={ta("avatar.title")}>
        <AvatarEditor profile={p} />
      </Section>
      <Section title={ta("profile.edit")}>
        <details className="editor">
          <summary>{ta("profile.editOpen")}</summary>
          <MyDataForm key={p.email + p.fullName} profile={p} />
        </details>
      </Section>
      <Section title={ta("phone.title")}>
        <PhoneVerification />
      </Section>
      <Section title={ta("notifications.title")}>
        <NotificationsForm current={p.notifications} />
      </Section>
    </>
  )
}
