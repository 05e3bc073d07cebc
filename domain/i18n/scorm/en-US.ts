import type { scormPtBR } from "./pt-BR.ts"

export const scormEnUS: Record<keyof typeof scormPtBR, string> = {
  "scorm.value_refused": "The SCORM package sent a value that was refused for {element} (SCORM error {scormError}).",
  "scorm.not_scorm_activity": "Activity {activityId} is not a SCORM package.",
  "scorm.not_found": "We found no SCORM package you can open in activity {activityId}.",
  "scorm.package_not_found": "This activity's SCORM package is not available.",
  "media.not_media_activity": "Activity {activityId} is neither a video nor an audio."
}
