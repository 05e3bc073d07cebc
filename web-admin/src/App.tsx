import { Admin, Resource } from "react-admin"
import { Route } from "react-router-dom"
import { lazy } from "react"
import { authProvider } from "./authProvider.ts"
import { dataProvider } from "./dataProvider.ts"
import { i18nProvider } from "./i18n/index.ts"
import { Layout } from "./Layout.tsx"
import { theme } from "./theme.ts"
import sales from "./sales/index.ts"
import levelUps from "./levelUps/index.ts"
import accounts from "./accounts/index.ts"
import campaigns from "./campaigns/index.ts"
import brands from "./brands/index.ts"
import agencies from "./agencies/index.ts"
import chains from "./chains/index.ts"
import stores from "./stores/index.ts"
import products from "./products/index.ts"

// Views load on demand (React.lazy in each resource's index.ts): the first load carries only
// react-admin's shell, within the 350 kB gzip budget.
const ReplayPage = lazy(() => import("./campaigns/ReplayPage.tsx"))

export const App = () => (
  <Admin
    title="Vitrine Admin"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={Layout}
    theme={theme}
    requireAuth
    disableTelemetry
  >
    <Resource name="sales" {...sales} />
    <Resource name="level-ups" {...levelUps} />
    <Resource name="accounts" {...accounts} />
    <Resource name="campaigns" {...campaigns}>
      <Route path=":id/replay" element={<ReplayPage />} />
    </Resource>
    <Resource name="chains" {...chains} />
    <Resource name="stores" {...stores} />
    <Resource name="brands" {...brands} />
    <Resource name="agencies" {...agencies} />
    <Resource name="products" {...products} />
  </Admin>
)
