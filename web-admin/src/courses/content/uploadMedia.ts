import { authedFetch } from "../../authedFetch.ts"

export interface Uploaded { fileId: string; contentType: string; size: number; scorm?: { version: string; title: string; launch: string } }

/**
 * A course's file to POST /api/files/media as the raw body: streamed to disk by the server (a video
 * may be large), sniffed by content, a zip checked as a SCORM package. The server's refusal keeps
 * its localized message.
 */
export const uploadMedia = async (file: File): Promise<Uploaded> => {
  const res = await authedFetch("/api/files/media", { method: "POST", body: file })
  const body = (await res.json().catch(() => ({}))) as Uploaded & { message?: string }
  if (!res.ok) throw new Error(body.message ?? res.statusText)
  return body
}
