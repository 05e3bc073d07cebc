import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { apiPage } from "../../../lib/api-client.ts"
import { transferApi, type Transfer } from "./paths.ts"

/** `GET /api/me/transfers`: my first `count` transfers, the latest first. */
export const useMyTransfers = (count: number) =>
  useQuery({ queryKey: ["transfers", count], queryFn: () => apiPage<Transfer>(transferApi.myTransfers(count)), placeholderData: keepPreviousData })
