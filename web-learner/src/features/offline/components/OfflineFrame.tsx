import { useEffect } from "react"
import { registerWorker } from "../api/registerWorker.ts"
import { useRemoveInterruptedDownloads } from "../api/useDownloads.ts"
import { OfflineNotice } from "./OfflineNotice.tsx"

/**
 * What the signed-in frame does for offline use (issue 48), on every screen: registers the service
 * worker, removes the downloads a previous start left unfinished, and says when the screen is not
 * the server's answer of now and how many things done offline wait for the connection.
 */
export const OfflineFrame = ({ waiting, scormWaiting = 0 }: { waiting: number; scormWaiting?: number }) => {
  useEffect(registerWorker, [])
  useRemoveInterruptedDownloads()
  return <OfflineNotice waiting={waiting} scormWaiting={scormWaiting} />
}
