import { accountsFrFR } from "./accounts/fr-FR.ts"
import { authoringFrFR } from "./authoring/fr-FR.ts"
import { ssoFrFR } from "./sso/fr-FR.ts"
import { learningFrFR } from "./learning/fr-FR.ts"
import { forumFrFR } from "./forum/fr-FR.ts"
import { loungeFrFR } from "./lounge/fr-FR.ts"
import { fieldFrFR } from "./field/fr-FR.ts"
import { surveysFrFR } from "./surveys/fr-FR.ts"
import { podcastsLibraryFrFR } from "./podcastsLibrary/fr-FR.ts"
import { senceFrFR } from "./sence/fr-FR.ts"
import { scormFrFR } from "./scorm/fr-FR.ts"
import { classesFrFR } from "./classes/fr-FR.ts"
import type { Catalogue } from "./catalogue.ts"
import { rewardsFrFR } from "./rewards/fr-FR.ts"
import { contentFrFR } from "./content/fr-FR.ts"
import { brandingFrFR } from "./branding/fr-FR.ts"

export const frFR: Catalogue = {
  dateOrder: "mdy",
  unknownError: "L'opération n'a pas pu aboutir (code {code}).",
  passwordRequirements: {
    length: "au moins {min} caractères",
    upper: "une lettre majuscule",
    lower: "une lettre minuscule",
    digit: "un chiffre",
    symbol: "un symbole (par exemple ! ? # @)"
  },
  terms: {
    brand: "marque",
    agency: "agence",
    chain: "enseigne",
    store: "magasin",
    product: "produit",
    draft: "brouillon",
    open: "ouverte",
    closed: "clôturée",
    awaiting_approval: "en attente d'approbation",
    approved: "approuvée",
    reproved: "refusée",
    published: "publié",
    archived: "archivé",
    shipped: "expédiée",
    delivered: "livrée",
    rejected: "refusée"
  },
  messages: {
    ...brandingFrFR,
    ...ssoFrFR,
    ...learningFrFR,
    ...authoringFrFR,
    ...forumFrFR,
    ...loungeFrFR,
    ...rewardsFrFR,
    ...contentFrFR,
    ...fieldFrFR,
    ...surveysFrFR,
    ...podcastsLibraryFrFR,
    ...senceFrFR,
    ...scormFrFR,
    ...classesFrFR,
    ...accountsFrFR,
    "input.invalid": "Certaines informations manquent ou ne sont pas au bon format. Vérifiez les champs signalés.",
    "input.unknown_command": "Opération inconnue : {type}.",
    "store.concurrency_conflict": "Quelqu'un d'autre a modifié ces données pendant que vous travailliez. Actualisez la page et réessayez.",
    "store.duplicate_event_id": "Cette opération a déjà été enregistrée avec un autre contenu. Renvoyez-la avec un nouvel identifiant.",
    "auth.forbidden": "Vous n'avez pas l'autorisation d'effectuer cette opération.",
    "http.invalid_token": "Votre session a expiré ou n'est pas valide. Reconnectez-vous.",
    "http.not_found": "Nous n'avons pas trouvé ce que vous cherchiez.",
    "http.payload_too_large": "L'envoi est trop volumineux (la limite est de {limitBytes} octets).",
    "http.unsupported_media_type": "Ce format n'est pas accepté ici ({contentType}).",
    "http.too_many_requests": "Trop de tentatives. Réessayez dans {retryAfterSeconds} secondes.",
    "http.idempotency_key_reused": "Cette clé d'idempotence a déjà servi à une autre requête. Envoyez celle-ci avec une nouvelle clé.",
    "input.invalid_query": "La demande de liste n'est pas valide ({param} : {reason}).",
    "http.busy": "Le programme est occupé par une maintenance (un import ou une reconstruction). Rien n’a été enregistré : réessayez dans {retryAfterSeconds} secondes.",
    "http.internal_error": "Un problème est survenu de notre côté. Réessayez dans un instant.",

    "account.already_exists": "Un compte avec l'identifiant {userId} existe déjà.",
    "account.not_found": "Le compte {userId} est introuvable.",
    "account.invalid_document": "Le numéro de pièce d'identité n'est pas valide pour le pays du compte ({country}).",
    "account.document_taken": "Cette pièce d'identité est déjà enregistrée sur un autre compte de ce pays.",
    "account.invalid_email": "Saisissez une adresse e-mail valide, par exemple nom@entreprise.fr.",
    "account.birthday_not_past": "La date de naissance doit être antérieure à aujourd'hui ({today}).",
    "account.not_approved": "Le compte {userId} n'a pas encore été approuvé.",
    "account.already_approved": "Le compte {userId} est déjà approuvé.",
    "account.blocked": "Le compte {userId} est bloqué.",
    "account.not_blocked": "Le compte {userId} n'est pas bloqué.",
    "account.not_awaiting_approval": "Ce compte n’est pas en attente d’approbation.",
    "account.personal_data_missing":
      "Les données personnelles du compte {userId} ne sont pas disponibles (absentes, ou effacées à la demande de la personne concernée).",
    "account.password_too_weak": "Ce mot de passe ne remplit pas les exigences. Il lui manque : {missing}.",

    "client.already_exists": "Une entreprise cliente avec le code {clientId} existe déjà.",
    "client.not_found": "Nous n'avons pas trouvé l'entreprise cliente {clientId}.",
    "client.already_member": "L'utilisateur {userId} fait déjà partie de l'entreprise cliente {clientId}.",

    "campaign.already_exists": "Une campagne avec le code {campaignId} existe déjà.",
    "campaign.not_found": "La campagne {campaignId} est introuvable.",
    "campaign.invalid_dates": "La date de fin ({ends}) ne peut pas précéder la date de début ({begins}).",
    "campaign.overlaps": "Les dates de la campagne {campaignId} chevauchent celles de la campagne {otherCampaignId}, du même pays.",
    "campaign.duplicate_sku": "Le SKU {sku} figure plusieurs fois dans le barème de points.",
    "campaign.invalid_levels":
      "Seuils de niveau non valides : le niveau 3 doit demander plus d'XP que le niveau 2, et le minimum pour conserver un niveau ne peut pas dépasser le seuil pour l'atteindre.",
    "campaign.points_table_locked":
      "Le barème de points de la campagne {campaignId} ne peut plus être modifié après l'ouverture ; les corrections se font par recalcul.",
    "campaign.empty_points_table": "La campagne {campaignId} doit avoir un barème de points avant de pouvoir ouvrir.",
    "campaign.no_stores": "La campagne {campaignId} doit compter au moins un magasin participant avant de pouvoir ouvrir.",
    "campaign.store_already_enrolled": "Le magasin {storeId} participe déjà à la campagne {campaignId}.",
    "campaign.store_wrong_country": "Le magasin {storeId} se trouve dans un autre pays ({country}) et ne peut pas participer à cette campagne.",
    "campaign.not_draft": "La campagne {campaignId} n'est plus un brouillon (statut : {status}).",
    "campaign.not_open": "La campagne {campaignId} n'est pas ouverte (statut : {status}).",
    "campaign.closed": "La campagne {campaignId} est déjà clôturée.",
    "campaign.previous_not_closed": "La campagne {campaignId} ne peut ouvrir qu'une fois clôturée la campagne précédente du pays, {previousCampaignId}.",
    "campaign.still_running": "La campagne {campaignId} se poursuit jusqu'au {ends} ; elle ne peut être clôturée qu'après cette date.",

    "level.no_pending_request": "Aucune demande de passage au niveau {toLevel} n'est en attente pour {userId}.",
    "level.sales_not_approved":
      "Le passage de niveau ne peut être approuvé qu'une fois toutes les ventes prises en compte approuvées. En attente : {saleIds}.",

    "reference.already_exists": "Il existe déjà un enregistrement de type {kind} avec le code {id}.",
    "reference.unknown": "Aucun enregistrement de type {kind} ne correspond au code {id}.",
    "reference.country_mismatch": "Le magasin {storeId} doit se trouver dans le même pays que son enseigne (magasin : {storeCountry} ; enseigne : {chainCountry}).",
    "reference.not_found": "Aucun enregistrement de type {kind} n’a le code {id}.",

    "replay.stale": "Le niveau de {userId} a changé depuis le calcul du rejeu (attendu {expectedLevel}, actuel {actualLevel}) ; rejouez la campagne.",
    "replay.nothing_to_correct": "Il n'y a rien à corriger pour {userId}.",
    "replay.needs_force": "La table corrigée comporte des avertissements ({kinds}) : confirmez-les pour appliquer le rejeu.",

    "registration.terms_not_accepted": "Pour participer, vous devez accepter le règlement de la campagne.",
    "registration.already_registered": "Le compte {userId} est déjà inscrit à la campagne {campaignId}.",
    "registration.no_brand": "Choisissez au moins une marque de l'agence {agencyId}.",
    "registration.brand_not_in_agency": "L'agence {agencyId} ne gère pas la marque {brandId}.",
    "registration.no_store": "Choisissez au moins un magasin.",
    "registration.chain_without_store": "Choisissez au moins un magasin de l'enseigne {chainId}.",
    "registration.store_outside_chains": "Le magasin {storeId} n'appartient à aucune des enseignes choisies.",
    "registration.store_not_participating": "Le magasin {storeId} ne participe pas à la campagne {campaignId}.",
    "registration.underage": "Vous devez avoir au moins {minimumAge} ans à la date de l'inscription.",
    "registration.wrong_country": "La campagne et le compte sont de pays différents (campagne : {campaignCountry} ; compte : {accountCountry}).",
    "registration.not_registered": "Le compte {userId} n'est pas inscrit à la campagne {campaignId}.",

    "sale.already_exists": "La vente {saleId} a déjà été déclarée.",
    "sale.not_found": "La vente {saleId} est introuvable.",
    "sale.not_registered": "Inscrivez-vous à la campagne {campaignId} avant de déclarer des ventes.",
    "sale.date_in_future": "La date de la vente ({saleDate}) est postérieure à aujourd'hui ({today}).",
    "sale.outside_campaign": "La date de la vente ({saleDate}) est en dehors de la période de la campagne, du {begins} au {ends}.",
    "sale.window_expired": "La vente a été déclarée {days} jours après la date de la facture ; le délai est de 15 jours.",
    "sale.campaign_ended": "La campagne {campaignId} s'est terminée le {ends} ; il n'est plus possible de déclarer des ventes.",
    "sale.invoice_required": "Indiquez le numéro de la facture.",
    "sale.invoice_already_sent": "Vous avez déjà envoyé la facture {invoiceNumber} dans cette campagne.",
    "sale.store_not_registered": "Le magasin {storeId} ne fait pas partie des magasins de votre inscription à cette campagne.",
    "sale.store_not_participating": "Le magasin {storeId} ne participe pas à cette campagne.",
    "sale.unknown_sku": "Le produit {sku} ne figure pas dans le barème de points de cette campagne.",
    "sale.quantity_out_of_range": "Quantité non valide pour le produit {sku} : {quantity}. Indiquez de 1 à 999 unités.",
    "file.not_found": "Nous n'avons pas trouvé le fichier {fileId}.",
    "file.unsupported_media": "Ce fichier n’est ni une vidéo, ni un audio, ni une image, ni un PDF, ni un zip ({detected}).",
    "file.library_mismatch": "Le contenu de ce fichier ne correspond pas à l’extension .{extension} ({detected}). Envoyez le document d’origine.",
    "file.unsupported_type": "Ce type de fichier n'est pas accepté ({detected}). Envoyez une image (JPEG, PNG ou WebP) ou un PDF.",
    "file.missing": "Aucun fichier n'a été envoyé : joignez-le dans le champ « {field} ».",
    "file.image_unreadable": "Nous n'avons pas pu lire cette image ({contentType}). Elle est peut-être endommagée ou incomplète.",
    "file.image_too_large": "L'image est trop grande ({width} × {height} pixels). Envoyez une photo d'au plus {maxPixels} pixels.",
    "sale.invoice_photo_unknown": "La photo de la facture ({fileId}) n'est pas un fichier que vous avez envoyé.",
    "sale.no_lines": "Ajoutez au moins un produit vendu.",
    "sale.already_audited": "La vente {saleId} a déjà été contrôlée (statut : {status}).",

    "wallet.zero_adjustment": "Un ajustement doit ajouter ou retirer au moins un point.",
    "wallet.insufficient_balance": "Points insuffisants pour cette opération (solde : {balance} ; nécessaire : {points}).",
    "wallet.in_debt": "Votre solde est négatif ({balance}). Les échanges reprendront quand de nouveaux crédits auront couvert la différence.",
    "wallet.refund_exceeds_debit": "Remboursement supérieur à ce qui peut encore être rendu pour {ref} : demandé {points}, disponible {refundable}."
  }
}
