/**
 * The request log's view of a URL, without the secrets some URLs carry (issue 41): the token of
 * a first-access or recovery link (the page `/set-password/<user>/<uid>/<token>` and its check
 * `/api/accounts/links/<uid>/<token>`), a web-service login token, and token-like query values.
 * Whoever reads the log could otherwise set the account's password.
 */
const secretPaths: ReadonlyArray<RegExp> = [
  /^(\/api\/accounts\/links\/[^/]*\/)[^/?#]+/,
  /^(\/(?:set-password|recover-password)\/[^/]*\/[^/]*\/)[^/?#]+/,
  /^(\/webservice-login\/)[^/?#]+/,
  // A SCORM package's signed launch path opens the learner's attempt until it expires.
  /^(\/scorm\/[^/]*\/)[^/?#]+/
]

const secretParams = /([?&](?:token|code|access_token|refresh_token|password|uidb64)=)[^&#]*/gi

export const redactUrl = (url: string): string => {
  let out = url
  for (const pattern of secretPaths) out = out.replace(pattern, "$1[redacted]")
  return out.replace(secretParams, "$1[redacted]")
}
