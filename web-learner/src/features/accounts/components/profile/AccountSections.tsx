import type { ReactNode } from "react"
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
 * them: photo, my data (edit), phone, notifications, change password, delete my account. The
 * route passes its card component, so the sections look like the others.
 */
export const AccountSections = ({ Section }: { Section: (props: { title: string; children: ReactNode }) => ReactNode }) => {
  useAccountsLanguage()
  const profile = useProfile()
  const p = profile.data
  if (p === undefined) return null
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
      <Section title={ta("changePassword.title")}>
        <ChangePasswordForm />
      </Section>
      <Section title={ta("delete.title")}>
        <DeleteAccount fullName={p.fullName} />
      </Section>
    </>
  )
}
