import { useEffect } from "react"
import { useNavigate } from "react-router"
import { read, write } from "../../lib/storage.ts"
import type { Client } from "./api/getMe.ts"

/**
 * Sends a logged-in user on: to the remembered path once (SPEC §2), else the client's home route.
 * The remembered path is read in render but cleared only after navigating, so a second render
 * before the navigation cannot lose it.
 */
export const Landing = ({ client }: { client: Client | undefined }) => {
  const navigate = useNavigate()
  const to = read("redirect") ?? client?.homeRoute ?? "/home"
  useEffect(() => {
    write("redirect", undefined)
    navigate(to, { replace: true })
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  return null
}
