import { ClientSelect } from "../features/session/components/ClientSelect.tsx"
import { selectedClient, useMe } from "../features/session/api/getMe.ts"
import { Landing } from "../features/session/landing.tsx"
import { useServerLanguage } from "../features/session/useServerLanguage.ts"
import { Failed, Loading } from "../components/states.tsx"
import { homePath } from "./modules.ts"
import { QueryProvider } from "./QueryProvider.tsx"

/**
 * The login route once logged in: the remembered path or the client's home screen, after
 * choosing a client when there are several. Loaded only then, with the query cache, so the
 * login form's JS holds neither (issue 41, item 26).
 */
const SignedIn = () => {
  const me = useMe()
  // SPEC §3: the language kept for the user applies from the login on.
  useServerLanguage(me.data)
  if (me.isError) return <Failed error={me.error} onRetry={me.refetch} />
  if (me.data === undefined) return <Loading />
  const client = selectedClient(me.data)
  if (client === undefined && me.data.clients.length > 1)
    return (
      <main id="main" className="narrow">
        <ClientSelect me={me.data} />
      </main>
    )
  return <Landing home={homePath(client)} />
}

export default function SignedInLanding() {
  return (
    <QueryProvider>
      <SignedIn />
    </QueryProvider>
  )
}
