import { ImageFileInput } from "../common/ImageFileInput.tsx"

const labels = { pick: "vitrine.rewards.image", failed: "vitrine.rewards.image_failed", set: "vitrine.rewards.image_set", none: "vitrine.rewards.no_image" }

/** The reward's picture, kept as `imageFileId`. */
export const RewardImageInput = () => <ImageFileInput source="imageFileId" labels={labels} />
