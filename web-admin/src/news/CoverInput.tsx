import { ImageFileInput } from "../common/ImageFileInput.tsx"

const labels = { pick: "vitrine.news.cover", failed: "vitrine.news.cover_failed", set: "vitrine.news.cover_set", none: "vitrine.news.no_cover" }

/** The article's cover, kept as `coverFileId`. */
export const CoverInput = () => <ImageFileInput source="coverFileId" labels={labels} />
