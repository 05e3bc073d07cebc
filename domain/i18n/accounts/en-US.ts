/** Messages of account self-service (sign-up, links, codes, profile, deletion). */
export const accountsEnUS = {
  "account.form_invalid": "Please fill in the form correctly: check the fields marked.",
  "input.required": "Fill in this field.",
  "input.too_long": "Use 256 characters at most.",
  "account.email_mismatch": "The e-mail and its confirmation don't match.",
  "account.birthday_invalid": "Enter the whole date of birth: day, month and year.",
  "account.under_age": "The programme is for people aged 18 or over.",
  "account.invalid_phone": "Enter a valid phone number, with its area code.",
  "account.terms_not_accepted": "To take part, accept the terms and conditions.",
  "account.already_erased": "The personal data of account {userId} has already been erased.",
  "account.deletion_name_mismatch": "The name typed isn't the account's full name. Type it exactly as registered.",
  "account.link_invalid": "This reset link is invalid or was already used. Ask for a new one.",
  "account.link_expired": "This link has expired. Ask for a new one.",
  "account.code_invalid": "Invalid or expired code.",
  "account.code_attempts_exceeded": "Too many wrong codes. Ask for a new code.",
  "account.code_cooldown": "Wait {retryAfterSeconds} seconds before asking for a new code.",
  "account.password_mismatch": "The password and its confirmation don't match.",
  "account.current_password_wrong": "Couldn't change the password: check your current password.",
  "account.no_phone": "No phone number is registered. Enter one to receive the code.",
  "account.avatar_not_image": "The profile photo must be an image (JPEG, PNG or WebP)."
} as const
