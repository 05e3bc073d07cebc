/** Messages of account self-service (sign-up, links, codes, profile, deletion). */
export const accountsFrFR = {
  "account.form_invalid": "Veuillez remplir correctement le formulaire : vérifiez les champs signalés.",
  "input.required": "Remplissez ce champ.",
  "input.too_long": "256 caractères au maximum.",
  "account.email_mismatch": "L’adresse e-mail et sa confirmation ne correspondent pas.",
  "account.birthday_invalid": "Indiquez la date de naissance complète : jour, mois et année.",
  "account.under_age": "Le programme est réservé aux personnes de 18 ans ou plus.",
  "account.invalid_phone": "Indiquez un numéro de téléphone valide, avec son indicatif.",
  "account.terms_not_accepted": "Pour participer, acceptez les conditions générales.",
  "account.already_erased": "Les données personnelles du compte {userId} ont déjà été effacées.",
  "account.deletion_name_mismatch": "Le nom saisi n’est pas le nom complet du compte. Saisissez-le tel qu’il est enregistré.",
  "account.link_invalid": "Ce lien de réinitialisation n’est pas valide ou a déjà servi. Demandez-en un nouveau.",
  "account.link_expired": "Ce lien a expiré. Demandez-en un nouveau.",
  "account.code_invalid": "Code non valide ou expiré.",
  "account.code_attempts_exceeded": "Trop de codes erronés. Demandez un nouveau code.",
  "account.code_cooldown": "Patientez {retryAfterSeconds} secondes avant de demander un nouveau code.",
  "account.password_mismatch": "Le mot de passe et sa confirmation ne correspondent pas.",
  "account.current_password_wrong": "Impossible de changer le mot de passe : vérifiez le mot de passe actuel.",
  "account.no_phone": "Aucun téléphone n’est enregistré. Indiquez un numéro pour recevoir le code.",
  "account.avatar_not_image": "La photo de profil doit être une image (JPEG, PNG ou WebP)."
} as const
