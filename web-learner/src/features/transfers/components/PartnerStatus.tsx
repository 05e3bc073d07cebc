import { t } from "../../../i18n/index.ts"
import { usePartnerMember } from "../api/getPartnerMember.ts"

/**
 * What the partner programme says of the document typed, before anything is sent: the refusals
 * the learner can fix themself (inactive registration, a role the partner does not pay) are
 * explained here, in the words the server would answer with.
 */
export const PartnerStatus = ({ document }: { document: string }) => {
  const member = usePartnerMember(document)
  if (member.data === undefined) return null
  const { status, role, accepts } = member.data
  const text =
    status === "unknown"
      ? t("transfer.member.unknown")
      : status === "inactive"
        ? t("transfer.member.inactive")
        : accepts
          ? t("transfer.member.ok", { role: t(`transfer.role.${role as "seller"}`) })
          : t("transfer.member.role", { role: t(`transfer.role.${role as "seller"}`) })
  return (
    <p id="partner-status" className={accepts ? "help ok" : "help warning"} role="status">
      {text}
    </p>
  )
}
