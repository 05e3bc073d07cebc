import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { apiPage } from "../../../lib/api-client.ts"
import { inboxApi, type Message } from "./paths.ts"

/** `GET /api/me/inbox`: my first `count` messages, the newest first. */
export const useInbox = (count: number) =>
  useQuery({ queryKey: ["inbox", count], queryFn: () => apiPage<Message>(inboxApi.messages(count)), placeholderData: keepPreviousData })
