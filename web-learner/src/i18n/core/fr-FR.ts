import type { CoreCatalogue } from "./pt-BR.ts"

export const coreFrFR: CoreCatalogue = {
  "form.tooLong": "256 caractères au maximum.",
  "language.label": "Langue",
  "loading": "Chargement…",
  "login.accountLinks": "Compte",
  "login.awaitingApproval": "Votre compte attend son approbation. Vous recevrez un e-mail une fois approuvé.",
  "login.blocked": "Votre compte est bloqué. Contactez le représentant de votre magasin ou le support du programme.",
  "login.erased": "Votre compte a été supprimé.",
  "login.failed": "Identifiant ou mot de passe invalide.",
  "login.firstAccess": "Premier accès",
  "login.forgot": "Mot de passe oublié",
  "login.password": "Mot de passe",
  "login.register": "S'inscrire",
  "login.required": "Remplissez ce champ.",
  "login.submit": "Se connecter",
  "login.title": "Connexion",
  "login.tooMany": "Trop de tentatives échouées. Réessayez dans {minutes} min.",
  "login.username": "Identifiant ou e-mail",
  "nav.info": "Informations",
  "page.about-the-program.title": "À propos du programme",
  "page.contact-us.title": "Nous contacter",
  "page.privacy-policy.title": "Politique de confidentialité",
  "page.terms-and-conditions.title": "Conditions générales",
  "states.failed": "Impossible de charger. Vérifiez la connexion et réessayez.",
  "states.offline": "Vous êtes hors connexion.",
  "states.retry": "Réessayer"
}
