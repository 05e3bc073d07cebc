import type { Catalogue } from "./en.ts"
import { frEventFields } from "./eventFields.ts"
import { frEventTypes } from "./eventTypes.ts"
import { rewardsFr } from "./rewards.ts"
import { contentFr } from "./content.ts"
import { surveysFr } from "./surveys.ts"
import { forumsFr } from "./forums.ts"
import { loungesFr } from "./lounges.ts"
import { brandingFr } from "./branding.ts"
import { learningFr } from "./learning.ts"
import { authoringFr } from "./authoring.ts"
import { podcastsLibraryFr } from "./podcastsLibrary.ts"
import { senceFr } from "./sence.ts"
import { sitePagesFr } from "./sitePages.ts"
import { classesFr } from "./classes.ts"
import { scormAttemptsFr } from "./scormAttempts.ts"

export const fr: Catalogue = {
  resources: {
    ...rewardsFr.resources,
    ...contentFr.resources,
    ...surveysFr.resources,
    ...forumsFr.resources,
    ...loungesFr.resources,
    ...brandingFr.resources,
    ...learningFr.resources,
    ...authoringFr.resources,
    ...podcastsLibraryFr.resources,
    ...senceFr.resources,
    ...sitePagesFr.resources,
    ...classesFr.resources,
    ...scormAttemptsFr.resources,
    sales: {
      name: "Vente |||| Ventes",
      fields: {
        id: "Vente", campaignId: "Campagne", userName: "Vendeur", storeId: "Magasin", storeName: "Magasin", chainId: "Enseigne",
        chainName: "Enseigne", invoiceNumber: "Facture", saleDate: "Date de vente", reportedAt: "Déclarée le", status: "Statut",
        duplicate: "Doublon", basePoints: "Points de base", creditedPoints: "Points crédités", level: "Niveau du crédit",
        lines: "Lignes", sku: "SKU", quantity: "Quantité", pointsPerUnit: "Points par unité", reason: "Motif", q: "Facture ou nom",
        reportedAt_gte: "Déclarée depuis", reportedAt_lte: "Déclarée jusqu'au", photo: "Photo de la facture"
      }
    },
    "level-ups": {
      name: "Demande de niveau |||| Demandes de niveau",
      fields: {
        userName: "Utilisateur", userId: "Utilisateur", campaignId: "Campagne", toLevel: "Vers le niveau", countedSales: "Ventes comptées",
        unapprovedSales: "Pas encore approuvées", status: "Statut", requestedAt: "Demandée le", reason: "Motif"
      }
    },
    accounts: {
      name: "Compte |||| Comptes",
      fields: {
        id: "Utilisateur", fullName: "Nom", email: "E-mail", country: "Pays", role: "Rôle", status: "Statut", level: "Niveau",
        totalXp: "XP", registeredAt: "Inscrit le", blockReason: "Motif du blocage", q: "Nom, e-mail ou id"
      }
    },
    campaigns: {
      name: "Campagne |||| Campagnes",
      fields: {
        id: "Campagne", name: "Nom", country: "Pays", begins: "Début", ends: "Fin", status: "Statut",
        storeCount: "Magasins", participantCount: "Participants", q: "Nom", pointsTable: "Barème de points", categoryCaps: "Plafonds par catégorie"
      }
    },
    brands: {
      name: "Marque |||| Marques",
      fields: { id: "Id", name: "Nom" }
    },
    agencies: {
      name: "Agence |||| Agences",
      fields: { id: "Id", name: "Nom", brandIds: "Marques" }
    },
    chains: {
      name: "Enseigne |||| Enseignes",
      fields: { id: "Id", name: "Nom", country: "Pays", storeCount: "Magasins" }
    },
    stores: {
      name: "Magasin |||| Magasins",
      fields: { id: "Id", name: "Nom", chainName: "Enseigne", city: "Ville", country: "Pays" }
    },
    products: {
      name: "Produit |||| Produits",
      fields: { sku: "SKU", productType: "Type", brandName: "Marque", processor: "Processeur", generation: "Génération", formFactor: "Format" }
    },
    wallets: {
      name: "Portefeuille |||| Portefeuilles",
      fields: { campaignId: "Campagne", balance: "Solde", confirmed: "Confirmés", provisional: "Provisoires", expired: "Expirés", credited: "Crédités", reversed: "Annulés", debited: "Débités" }
    },
    clients: {
      name: "Entreprise cliente |||| Entreprises clientes",
      fields: { id: "Id", name: "Nom", homeRoute: "Page d'accueil", members: "Membres", features: "Modules", passwordStrength: "Robustesse du mot de passe", q: "Nom ou id" }
    },
    events: {
      name: "Journal |||| Journal",
      fields: { id: "Position", streamId: "Flux", type: "Événement", actor: "Auteur", commandId: "Id de la commande", recordedAt_gte: "Enregistré depuis", recordedAt_lte: "Enregistré jusqu'au" }
    },
    "statement-lines": {
      name: "Ligne de relevé |||| Lignes de relevé",
      fields: { at: "Date", kind: "Mouvement", ref: "Référence", points: "Points", note: "Note", confirmedPoints: "Points confirmés" }
    },
    "participants": {
      name: "Participant |||| Participants",
      fields: { userName: "Participant", campaignId: "Campagne", agencyId: "Agence", storeIds: "Magasins", registeredAt: "Inscrit le", q: "Nom ou id" }
    },
    photos: { name: "Photo de magasin |||| Photos de magasin", fields: { fileId: "Photo", photoTypeName: "Type", photoType: "Type", storeName: "Magasin", storeId: "Magasin", chainName: "Enseigne", userName: "Vendeur", campaignId: "Campagne", week: "Semaine", uploadedAt: "Envoyée le", status: "Statut", points: "Points", reason: "Motif", q: "Magasin ou nom" } },
    meetups: { name: "Événement |||| Événements", fields: { id: "Id de l'événement", title: "Titre", country: "Pays", startsAt: "Début", endsAt: "Fin", startsAtMs: "Début", place: "Lieu", minLevel: "Niveau minimum", capacity: "Places", checkIns: "Enregistrements", q: "Titre ou lieu" } },
    "check-ins": { name: "Enregistrement |||| Enregistrements", fields: { userName: "Nom", userId: "Utilisateur", level: "Niveau", checkedInAt: "Enregistré le" } },
    "photo-types": { name: "Type de photo |||| Types de photo", fields: { name: "Type" } }
  },
  vitrine: {
    ...rewardsFr.vitrine,
    ...contentFr.vitrine,
    ...surveysFr.vitrine,
    ...forumsFr.vitrine,
    ...loungesFr.vitrine,
    ...brandingFr.vitrine,
    ...learningFr.vitrine,
    ...authoringFr.vitrine,
    ...podcastsLibraryFr.vitrine,
    ...sitePagesFr.vitrine,
    ...classesFr.vitrine,
    ...scormAttemptsFr.vitrine,
    app: { title: "Vitrine Admin", superuser: "Super-utilisateur", all_countries: "Tous les pays", country: "Pays", language: "Langue" },
    auth: { not_staff: "Ce compte n'est ni administrateur ni auditeur.", too_many: "Trop de tentatives échouées : réessayez dans %{minutes} min." },
    roles: { admin: "Administrateur", auditor: "Auditeur", learner: "Apprenant", operator: "Opérateur", instructor: "Formateur" },
    status: {
      shipped: "Expédiée", delivered: "Livrée",
      awaiting_approval: "En attente", approved: "Approuvée", reproved: "Refusée", pending: "En attente",
      rejected: "Rejetée", blocked: "Bloqué", draft: "Brouillon", open: "Ouverte", closed: "Clôturée", erased: "Effacé"
    },
    sales: {
      approve: "Approuver", reprove: "Refuser", next: "Suivante", reprove_title: "Refuser la vente %{invoice}",
      approved: "Vente approuvée", reproved: "Vente refusée", bulk_approve: "Approuver la sélection",
      bulk_done: "%{ok} approuvées, %{failed} refusées", bulk_title: "Résultat de l'approbation groupée",
      duplicate_warning: "Doublon possible : autres ventes avec la facture %{invoice}",
      shortcuts: "Raccourcis : A approuver · R refuser · N suivante", no_photo: "Pas de photo de facture", zoom: "Agrandir la photo de la facture",
      close: "Fermer", points: "%{points} points"
    },
    common: { reason: "Motif", reason_required: "Un motif est requis", confirm: "Confirmer", cancel: "Annuler", events: "Historique" },
    events: { type: "Événement", at: "Date métier", recordedAt: "Enregistré le", actor: "Auteur", commandId: "Commande", data: "Données" },
    eventFields: frEventFields,
    eventTypes: frEventTypes,
    history: { forbidden: "Vous n’avez pas l’autorisation de lire l’historique de cet enregistrement.", empty: "Rien d’enregistré pour l’instant.", error: "L’historique n’a pas pu être chargé." },
    queue: { shortcuts: "Raccourcis à une touche (A, R, N)", shortcuts_off: "Les raccourcis à une touche sont désactivés", bulk_confirm_title: "Approuver %{smart_count} vente ? |||| Approuver %{smart_count} ventes ?", bulk_confirm: "Chaque vente sélectionnée est approuvée et ses points confirmés. C’est définitif.", bulk_reprove: "Refuser la sélection", bulk_reprove_title: "Refuser %{smart_count} vente |||| Refuser %{smart_count} ventes", bulk_reproved: "%{ok} refusée(s), %{failed} non traitée(s)", bulk_reprove_results: "Résultat du refus groupé", end_of_queue: "Aucune autre vente dans cette vue : retour à la liste" },
    games: {
      menu: "Cours de jeux", title: "Nouveau cours de jeux", help: "Un cours en brouillon dont les activités sont des jeux. Choisissez le type de chaque jeu et modifiez son JSON à partir du modèle : la console vérifie que le jeu peut être gagné avant l’envoi.", courseId: "Identifiant du cours", courseTitle: "Titre du cours", workload: "Durée (heures)", activities: "Jeux", activityId: "Identifiant de l’activité", activityTitle: "Titre de l’activité", type: "Type de jeu", json: "Jeu (JSON)", preview: "Aperçu",
      types: { drag_drop: "Glisser-déposer", drag_words: "Glisser les mots", find_pairs: "Trouver les paires", this_or_that: "Ceci ou cela", fill_blanks: "Texte à trous", true_false: "Vrai ou faux", flashcards: "Cartes mémoire", enigma: "Énigme" }
    },
    signups: {
      title: "Inscriptions à approuver", menu: "Inscriptions à approuver", approve: "Approuver", approved: "Inscription approuvée : le lien de premier accès a été envoyé",
      empty: "Aucune inscription en attente d'approbation.", help: "Comptes créés par inscription, en attente d'approbation. Une fois approuvée, la personne reçoit par e-mail le lien pour créer son mot de passe."
    },
    erased: { title: "Compte effacé", text: "Ce compte a été effacé à la demande de son titulaire le %{date}. Les données personnelles n'existent plus ; seuls les identifiants restent dans les registres du programme." },
    levelups: {
      approve: "Approuver", reject: "Rejeter", approved: "Niveau approuvé", rejected: "Demande rejetée",
      blocked_reason: "%{count} vente(s) comptée(s) pas encore approuvée(s) : auditez-les d'abord.", counted: "Ventes comptées"
    },
    accounts: {
      profile: "Profil", approve: "Approuver", block: "Bloquer", unblock: "Débloquer", approved: "Compte approuvé", blocked: "Compte bloqué",
      unblocked: "Compte débloqué", wallets: "Portefeuilles", sales: "Ventes", statement: "Relevé"
    },
    campaigns: {
      open: "Ouvrir", close: "Clôturer", opened: "Campagne ouverte", closed: "Campagne clôturée",
      confirm_open: "Ouvrir %{name} ? Ses %{stores} magasin(s) inscrits s'ouvrent aux vendeurs et sa table de points (%{rows} SKU) est verrouillée : les corrections passeront par le rejeu.",
      confirm_close: "Clôturer %{name} ? %{participants} participant(s) ne pourront plus déclarer de ventes. %{wallets} portefeuille(s) vont expirer (%{points} points) ; %{falling} utilisateur(s) vont descendre d'un niveau (%{cancelled} demande(s) de montée en attente annulée(s)). %{awaiting} vente(s) encore à auditer comptent à la clôture.",
      replay: "Rejouer", replay_title: "Rejouer %{name}", table: "Barème de points (JSON : [{\"sku\", \"pointsPerUnit\"}])",
      upload: "Charger un barème", dry_run: "Simulation", apply: "Appliquer", applied: "Rejeu appliqué : %{count} compensation(s)",
      invalid_table: "Le barème n'est pas un JSON valide", user: "Utilisateur", points_delta: "Δ points", xp_delta: "Δ XP",
      level: "Niveau avant → après", totals: "Totaux : %{users} utilisateur(s), %{points} points, %{xp} XP", no_change: "Aucun utilisateur ne change",
      id_help: "Un id court, p. ex. ca-2026-ete", thresholds: "Seuils de niveau (XP)", creator_reach: "Creator : XP pour atteindre", creator_keep: "Creator : XP pour conserver", influencer_reach: "Influencer : XP pour atteindre", influencer_keep: "Influencer : XP pour conserver", category: "Catégorie", cap: "Plafond", summary: "Résumé", levels_text: "Creator dès %{creatorReach} XP (conserver %{creatorKeep}) · Influencer dès %{influencerReach} XP (conserver %{influencerKeep})", no_caps: "Aucun plafond par catégorie", store_to_enrol: "Magasin à inscrire", enrol: "Inscrire le magasin", enrolled: "Magasin inscrit", edit_table: "Modifier la table de points", force: "J'ai vérifié les avertissements : appliquer quand même"
    },
    dashboard: {
      week: "S%{week}", sales: "Ventes", points: "Points", pending_audits: "Ventes à auditer", pending_levelups: "Montées de niveau en attente",
      ending_soon: "Campagnes qui finissent d'ici %{days} jours", none_ending: "Aucune", days_left: "%{smart_count} jour restant (fin le %{date}) |||| %{smart_count} jours restants (fin le %{date})",
      this_week: "Semaine %{week} : %{sales} ventes, %{points} points", not_started: "Pas encore commencée", to_queue: "Aller à la file d'audit des ventes"
    },
    replay_warnings: {
      skus_removed: "SKU retirés : %{skus} (%{sales} vente(s) les avaient et ne rapporteraient rien pour eux)",
      skus_unknown: "SKU que la campagne ne listait pas : %{skus}", skus_duplicated: "SKU listés deux fois (la dernière ligne compte) : %{skus}",
      points_swing: "Les points de la campagne changent de plus de moitié : %{before} → %{after}", skus_not_in_catalogue: "SKU absents du catalogue de produits : %{skus}"
    },
    clients: { route_help: "Un chemin de l'application apprenant, commençant par /", strength: { low: "Faible", medium: "Moyenne", strong: "Forte" } },
    statement: { confirmed: "%{points} confirmés" },
    movements: { credit_sale: "Crédit de vente", credit_photo: "Crédit photo", credit_training: "Crédit de formation", credit_adjustment: "Crédit d'ajustement", confirmation: "Confirmation", reversal: "Annulation", debit_redemption: "Échange", debit_transfer: "Transfert", refund: "Remboursement", adjustment: "Ajustement", correction: "Correction par rejeu", expiry: "Expiration" },
    features: { ranking: "Classement", score: "Score", library: "Bibliothèque", news: "Actualités", webcasts: "Webcasts", profile: "Profil", loyalty: "Fidélité", courses: "Cours", surveys: "Enquêtes" },
    reference: { code_id: "Utilisez des lettres, chiffres, « . », « _ » ou « - », en commençant par une lettre ou un chiffre (sans espaces ni barres obliques)" },
    adjust: { button: "Ajuster les points", title: "Ajuster les points du portefeuille (%{campaign})", points: "Points", points_help: "Un nombre entier : positif pour créditer, négatif pour débiter", points_invalid: "Saisissez un nombre entier différent de zéro", done: "Points ajustés" },
    erase: { button: "Supprimer le compte", title: "Supprimer le compte et ses données personnelles", text: "Les données personnelles du titulaire (nom, e-mail, document, téléphone, fichiers) seront effacées définitivement. L’historique du programme ne garde que l’id.", type_name: "Pour confirmer, saisissez le nom complet du titulaire : %{name}", mismatch: "Le nom saisi n’est pas celui du titulaire", confirm: "Supprimer définitivement", done: "Compte supprimé" },
    points_table: { legend: "Table de points corrigée (%{count} SKU)", add: "Ajouter un SKU", remove: "Retirer %{sku}", sku_required: "Saisissez le SKU", sku_twice: "SKU en double", points_invalid: "Un nombre entier à partir de 1", invalid_file: "Le fichier n’est pas une table : envoyez le JSON [{\"sku\", \"pointsPerUnit\"}] ou un CSV sku,points" },
    context: { observation: "Observation du vendeur", level_now: "Niveau actuel : %{level} · demandé : niveau %{to}", xp: "XP de la campagne : %{campaign} · XP total : %{total}", threshold: "Niveau %{to} à partir de %{reach} XP de campagne (conservé avec %{keep})", document: "Document", age: "Naissance (âge)", age_text: "%{date} (%{age} ans)" },
    signup_reject: { button: "Refuser", title: "Refuser l’inscription de %{name}", done: "Inscription refusée" },
    photos: { no_file: "Pas d'image", zoom: "Agrandir : %{name}", bulk_done: "%{ok} approuvée(s), %{failed} refusée(s)", bulk_approve: "Approuver la sélection", approved: "Photo approuvée", reproved: "Photo refusée", reprove_title: "Refuser la photo de %{store}", week_of_store: "Les autres photos du magasin de la semaine %{week}", none_other: "Aucune autre photo de ce magasin cette semaine" },
    meetups: { id_help: "Un id court, p. ex. ca-2026-05-rencontre", level_1: "1 · Junior", level_2: "2 · Creator", level_3: "3 · Influencer", code_title: "Enregistrement : %{title}", no_code: "Pas encore de code : générez le premier.", qr_alt: "QR code du code d'enregistrement %{code}", rotate: "Nouveau code", fullscreen: "Plein écran", auto_rotate: "Nouveau code chaque minute", export: "Exporter les présences", attendance: "Présences" }
  }
}
