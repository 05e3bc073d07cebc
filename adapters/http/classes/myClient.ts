import type { Principal } from "../../../domain/api/security.ts"
import type { ServerContextShape } from "../ServerContext.ts"

/** The client company whose classes I see: the one I chose (or my only one); none, no classes. */
export const myClient = (context: ServerContextShape, user: Principal): string | undefined => {
  const session = context.sessions.session(user)
  return session.clients.find((c) => c.clientId === session.selectedClientId)?.clientId
}
