// The console's strings for rewards and orders (issue 42), merged into each locale's catalogue
// (index.ts); every locale has exactly these keys (tests/e2e/admin/i18n.spec.ts).

export const rewardsEn = {
  resources: {
    rewards: {
      name: "Reward |||| Rewards",
      fields: {
        id: "Reward id", name: "Name", description: "Description", department: "Department", category: "Category", price: "Price (points)",
        stock: "Stock", ordered: "Units ordered", minLevel: "Minimum level", requiredCourseIds: "Required courses", courseId: "Course id",
        countries: "Countries", imageFileId: "Image", withdrawn: "Withdrawn", listedAt: "Listed at", q: "Name or description"
      }
    },
    orders: {
      name: "Order |||| Orders",
      fields: {
        id: "Order", userId: "Learner", userName: "Learner", campaignId: "Campaign", rewardId: "Reward", rewardName: "Reward", quantity: "Quantity",
        points: "Points", confirmed: "Confirmed points", status: "Status", trackingCode: "Tracking code", reason: "Reason", placedAt: "Placed at",
        movedAt: "Last move", q: "Order, learner or reward"
      }
    }
  },
  vitrine: {
    rewards: {
      restock: "Restock", withdraw: "Withdraw", restock_title: "Restock %{name}", units: "Units to add", restocked: "Stock updated",
      withdrawn: "Reward withdrawn", confirm_withdraw: "Withdraw %{name}? No new orders can be placed; orders already placed go on.",
      image: "Choose image", image_set: "Image uploaded", no_image: "No image", image_failed: "The image could not be uploaded (images up to 10 MB).",
      level_1: "1 · Junior", level_2: "2 · Creator", level_3: "3 · Influencer (VIP)"
    },
    orders: {
      tab_awaiting_approval: "To approve", tab_approved: "To ship", tab_shipped: "In transit", tab_history: "History",
      approve: "Approve", ship: "Ship", deliver: "Mark delivered", reject: "Reject", approved: "Order approved", shipped: "Order shipped",
      delivered: "Order delivered", rejected: "Order rejected: points refunded and units back in stock",
      not_covered: "Confirmed points do not cover this order yet (confirmed: %{confirmed}): approve once the learner's sales are audited.",
      ship_title: "Ship order %{id}", reject_title: "Reject order %{id}", bulk_approve: "Approve selected", bulk_ship: "Ship selected",
      bulk_approve_confirm: "Approve %{count} order(s)? Each is approved on its own; those not covered by confirmed points are listed.",
      bulk_ship_confirm: "Mark %{count} order(s) as shipped, without tracking codes?",
      bulk_approve_done: "%{ok} approved, %{failed} refused", bulk_ship_done: "%{ok} shipped, %{failed} refused", bulk_title: "Bulk result"
    }
  }
}

type RewardsCatalogue = typeof rewardsEn

export const rewardsPt: RewardsCatalogue = {
  resources: {
    rewards: {
      name: "Prêmio |||| Prêmios",
      fields: {
        id: "Id do prêmio", name: "Nome", description: "Descrição", department: "Departamento", category: "Categoria", price: "Preço (pontos)",
        stock: "Estoque", ordered: "Unidades pedidas", minLevel: "Nível mínimo", requiredCourseIds: "Cursos exigidos", courseId: "Id do curso",
        countries: "Países", imageFileId: "Imagem", withdrawn: "Retirado", listedAt: "Cadastrado em", q: "Nome ou descrição"
      }
    },
    orders: {
      name: "Pedido |||| Pedidos",
      fields: {
        id: "Pedido", userId: "Aluno", userName: "Aluno", campaignId: "Campanha", rewardId: "Prêmio", rewardName: "Prêmio", quantity: "Quantidade",
        points: "Pontos", confirmed: "Pontos confirmados", status: "Situação", trackingCode: "Código de rastreio", reason: "Motivo", placedAt: "Feito em",
        movedAt: "Última movimentação", q: "Pedido, aluno ou prêmio"
      }
    }
  },
  vitrine: {
    rewards: {
      restock: "Repor estoque", withdraw: "Retirar da loja", restock_title: "Repor o estoque de %{name}", units: "Unidades a acrescentar", restocked: "Estoque atualizado",
      withdrawn: "Prêmio retirado", confirm_withdraw: "Retirar %{name} da loja? Nenhum pedido novo poderá ser feito; os pedidos já feitos seguem.",
      image: "Escolher imagem", image_set: "Imagem enviada", no_image: "Sem imagem", image_failed: "Não foi possível enviar a imagem (até 10 MB).",
      level_1: "1 · Junior", level_2: "2 · Creator", level_3: "3 · Influencer (VIP)"
    },
    orders: {
      tab_awaiting_approval: "A aprovar", tab_approved: "A enviar", tab_shipped: "Em trânsito", tab_history: "Histórico",
      approve: "Aprovar", ship: "Enviar", deliver: "Marcar como entregue", reject: "Recusar", approved: "Pedido aprovado", shipped: "Pedido enviado",
      delivered: "Pedido entregue", rejected: "Pedido recusado: pontos devolvidos e unidades de volta ao estoque",
      not_covered: "Os pontos confirmados ainda não cobrem este pedido (confirmados: %{confirmed}): aprove depois da auditoria das vendas do aluno.",
      ship_title: "Enviar o pedido %{id}", reject_title: "Recusar o pedido %{id}", bulk_approve: "Aprovar selecionados", bulk_ship: "Enviar selecionados",
      bulk_approve_confirm: "Aprovar %{count} pedido(s)? Cada um é aprovado por si; os que os pontos confirmados não cobrem são listados.",
      bulk_ship_confirm: "Marcar %{count} pedido(s) como enviados, sem código de rastreio?",
      bulk_approve_done: "%{ok} aprovados, %{failed} recusados", bulk_ship_done: "%{ok} enviados, %{failed} recusados", bulk_title: "Resultado em lote"
    }
  }
}

export const rewardsEs: RewardsCatalogue = {
  resources: {
    rewards: {
      name: "Premio |||| Premios",
      fields: {
        id: "Id del premio", name: "Nombre", description: "Descripción", department: "Departamento", category: "Categoría", price: "Precio (puntos)",
        stock: "Stock", ordered: "Unidades pedidas", minLevel: "Nivel mínimo", requiredCourseIds: "Cursos exigidos", courseId: "Id del curso",
        countries: "Países", imageFileId: "Imagen", withdrawn: "Retirado", listedAt: "Alta", q: "Nombre o descripción"
      }
    },
    orders: {
      name: "Pedido |||| Pedidos",
      fields: {
        id: "Pedido", userId: "Participante", userName: "Participante", campaignId: "Campaña", rewardId: "Premio", rewardName: "Premio", quantity: "Cantidad",
        points: "Puntos", confirmed: "Puntos confirmados", status: "Estado", trackingCode: "Código de seguimiento", reason: "Motivo", placedAt: "Hecho el",
        movedAt: "Último movimiento", q: "Pedido, participante o premio"
      }
    }
  },
  vitrine: {
    rewards: {
      restock: "Reponer stock", withdraw: "Retirar de la tienda", restock_title: "Reponer el stock de %{name}", units: "Unidades a sumar", restocked: "Stock actualizado",
      withdrawn: "Premio retirado", confirm_withdraw: "¿Retirar %{name} de la tienda? No podrán hacerse pedidos nuevos; los ya hechos siguen.",
      image: "Elegir imagen", image_set: "Imagen subida", no_image: "Sin imagen", image_failed: "No se pudo subir la imagen (hasta 10 MB).",
      level_1: "1 · Junior", level_2: "2 · Creator", level_3: "3 · Influencer (VIP)"
    },
    orders: {
      tab_awaiting_approval: "Por aprobar", tab_approved: "Por enviar", tab_shipped: "En tránsito", tab_history: "Historial",
      approve: "Aprobar", ship: "Enviar", deliver: "Marcar como entregado", reject: "Rechazar", approved: "Pedido aprobado", shipped: "Pedido enviado",
      delivered: "Pedido entregado", rejected: "Pedido rechazado: puntos devueltos y unidades de vuelta al stock",
      not_covered: "Los puntos confirmados aún no cubren este pedido (confirmados: %{confirmed}): apruébelo tras la auditoría de las ventas.",
      ship_title: "Enviar el pedido %{id}", reject_title: "Rechazar el pedido %{id}", bulk_approve: "Aprobar seleccionados", bulk_ship: "Enviar seleccionados",
      bulk_approve_confirm: "¿Aprobar %{count} pedido(s)? Cada uno se aprueba por sí mismo; se listan los que los puntos confirmados no cubren.",
      bulk_ship_confirm: "¿Marcar %{count} pedido(s) como enviados, sin código de seguimiento?",
      bulk_approve_done: "%{ok} aprobados, %{failed} rechazados", bulk_ship_done: "%{ok} enviados, %{failed} rechazados", bulk_title: "Resultado en lote"
    }
  }
}

export const rewardsFr: RewardsCatalogue = {
  resources: {
    rewards: {
      name: "Récompense |||| Récompenses",
      fields: {
        id: "Id de la récompense", name: "Nom", description: "Description", department: "Rayon", category: "Catégorie", price: "Prix (points)",
        stock: "Stock", ordered: "Unités commandées", minLevel: "Niveau minimum", requiredCourseIds: "Formations exigées", courseId: "Id de la formation",
        countries: "Pays", imageFileId: "Image", withdrawn: "Retirée", listedAt: "Ajoutée le", q: "Nom ou description"
      }
    },
    orders: {
      name: "Commande |||| Commandes",
      fields: {
        id: "Commande", userId: "Apprenant", userName: "Apprenant", campaignId: "Campagne", rewardId: "Récompense", rewardName: "Récompense", quantity: "Quantité",
        points: "Points", confirmed: "Points confirmés", status: "Statut", trackingCode: "Numéro de suivi", reason: "Motif", placedAt: "Passée le",
        movedAt: "Dernier mouvement", q: "Commande, apprenant ou récompense"
      }
    }
  },
  vitrine: {
    rewards: {
      restock: "Réapprovisionner", withdraw: "Retirer de la boutique", restock_title: "Réapprovisionner %{name}", units: "Unités à ajouter", restocked: "Stock mis à jour",
      withdrawn: "Récompense retirée", confirm_withdraw: "Retirer %{name} de la boutique ? Aucune nouvelle commande ne sera possible ; les commandes passées continuent.",
      image: "Choisir une image", image_set: "Image envoyée", no_image: "Pas d’image", image_failed: "L’image n’a pas pu être envoyée (10 Mo au plus).",
      level_1: "1 · Junior", level_2: "2 · Creator", level_3: "3 · Influencer (VIP)"
    },
    orders: {
      tab_awaiting_approval: "À approuver", tab_approved: "À expédier", tab_shipped: "En transit", tab_history: "Historique",
      approve: "Approuver", ship: "Expédier", deliver: "Marquer comme livrée", reject: "Refuser", approved: "Commande approuvée", shipped: "Commande expédiée",
      delivered: "Commande livrée", rejected: "Commande refusée : points remboursés et unités remises en stock",
      not_covered: "Les points confirmés ne couvrent pas encore cette commande (confirmés : %{confirmed}) : approuvez-la après l’audit des ventes.",
      ship_title: "Expédier la commande %{id}", reject_title: "Refuser la commande %{id}", bulk_approve: "Approuver la sélection", bulk_ship: "Expédier la sélection",
      bulk_approve_confirm: "Approuver %{count} commande(s) ? Chacune est approuvée pour elle-même ; celles que les points confirmés ne couvrent pas sont listées.",
      bulk_ship_confirm: "Marquer %{count} commande(s) comme expédiées, sans numéro de suivi ?",
      bulk_approve_done: "%{ok} approuvées, %{failed} refusées", bulk_ship_done: "%{ok} expédiées, %{failed} refusées", bulk_title: "Résultat groupé"
    }
  }
}
