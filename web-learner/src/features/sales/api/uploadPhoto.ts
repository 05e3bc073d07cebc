import { useMutation } from "@tanstack/react-query"
import { upload } from "../../../lib/api-client.ts"

/** `POST /api/files` (multipart) → the file id a sale carries as `invoicePhotoFileId`. */
export const useUploadPhoto = () => useMutation({ mutationFn: (file: File) => upload(file, file.name || "invoice.jpg") })
