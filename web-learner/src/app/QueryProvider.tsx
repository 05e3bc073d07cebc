import type { ReactNode } from "react"
import { QueryClientProvider } from "@tanstack/react-query"
import { queryClient } from "../lib/queryClient.ts"

/** The query cache for the screens that read the API; every provider shares the one client. */
export const QueryProvider = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
