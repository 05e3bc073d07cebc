import { t } from "../../../i18n/index.ts"

export interface MyDataView {
  readonly fullName: string
  readonly email: string
  readonly country: string
  readonly company: string | undefined
}

/** My data as the session has it (read only here; editing it is the account self-service's). */
export const MyData = ({ data }: { data: MyDataView }) => (
  <dl className="data">
    <div><dt>{t("profile.name")}</dt><dd>{data.fullName}</dd></div>
    <div><dt>{t("profile.email")}</dt><dd>{data.email}</dd></div>
    <div><dt>{t("profile.country")}</dt><dd>{data.country}</dd></div>
    <div><dt>{t("profile.client")}</dt><dd>{data.company ?? "—"}</dd></div>
  </dl>
)
