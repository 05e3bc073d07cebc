import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { MyPhoto, PhotoUpload } from "../../../../../domain/api/field/photos.ts"
import { apiPaths } from "../../../config/paths.ts"
import { api, upload } from "../../../lib/api-client.ts"

export type Photo = typeof MyPhoto.Type

/** The picture first (`POST /api/files`), then the photo that names it (`POST /api/me/photos`). */
export const useSendPhoto = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ file, ...photo }: Omit<typeof PhotoUpload.Type, "fileId"> & { file: File }) => {
      const fileId = await upload(file, file.name || "photo.jpg")
      return api<Photo>(apiPaths.photos, { method: "POST", body: { ...photo, fileId }, idempotent: true })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["photo-week"] })
  })
}
