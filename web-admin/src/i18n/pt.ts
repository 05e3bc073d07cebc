import type { Catalogue } from "./en.ts"

export const pt: Catalogue = {
  resources: {
    sales: {
      name: "Venda |||| Vendas",
      fields: {
        id: "Venda", campaignId: "Campanha", userName: "Vendedor", storeId: "Loja", storeName: "Loja", chainId: "Rede",
        chainName: "Rede", invoiceNumber: "Nota fiscal", saleDate: "Data da venda", reportedAt: "Informada em", status: "Situação",
        duplicate: "Duplicada", basePoints: "Pontos base", creditedPoints: "Pontos creditados", level: "Nível do crédito",
        lines: "Itens", sku: "SKU", quantity: "Quantidade", pointsPerUnit: "Pontos por unidade", reason: "Motivo", q: "Nota ou nome",
        reportedAt_gte: "Informada desde", reportedAt_lte: "Informada até", photo: "Foto da nota"
      }
    },
    "level-ups": {
      name: "Pedido de nível |||| Pedidos de nível",
      fields: {
        userName: "Usuário", userId: "Usuário", campaignId: "Campanha", toLevel: "Para o nível", countedSales: "Vendas contadas",
        unapprovedSales: "Ainda não aprovadas", status: "Situação", requestedAt: "Pedido em", reason: "Motivo"
      }
    },
    accounts: {
      name: "Conta |||| Contas",
      fields: {
        id: "Usuário", fullName: "Nome", email: "E-mail", country: "País", role: "Papel", status: "Situação", level: "Nível",
        totalXp: "XP", registeredAt: "Cadastro em", blockReason: "Motivo do bloqueio", q: "Nome, e-mail ou id"
      }
    },
    campaigns: {
      name: "Campanha |||| Campanhas",
      fields: {
        id: "Campanha", name: "Nome", country: "País", begins: "Início", ends: "Fim", status: "Situação",
        storeCount: "Lojas", participantCount: "Participantes", q: "Nome", pointsTable: "Tabela de pontos"
      }
    },
    brands: {
      name: "Marca |||| Marcas",
      fields: { id: "Id", name: "Nome" }
    },
    agencies: {
      name: "Agência |||| Agências",
      fields: { id: "Id", name: "Nome" }
    },
    chains: {
      name: "Rede |||| Redes",
      fields: { id: "Id", name: "Nome", country: "País", storeCount: "Lojas" }
    },
    stores: {
      name: "Loja |||| Lojas",
      fields: { id: "Id", name: "Nome", chainName: "Rede", city: "Cidade", country: "País" }
    },
    products: {
      name: "Produto |||| Produtos",
      fields: { sku: "SKU", productType: "Tipo", brandName: "Marca", processor: "Processador", generation: "Geração", formFactor: "Formato" }
    },
    wallets: {
      name: "Carteira |||| Carteiras",
      fields: { campaignId: "Campanha", balance: "Saldo", confirmed: "Confirmados", provisional: "Provisórios", expired: "Expirados" }
    }
  },
  vitrine: {
    app: { title: "Vitrine Admin", superuser: "Superusuário", all_countries: "Todos os países", country: "País", language: "Idioma" },
    auth: { not_staff: "Esta conta não é de administrador nem de auditor.", too_many: "Tentativas demais: aguarde alguns minutos." },
    roles: { admin: "Administrador", auditor: "Auditor", learner: "Aluno", operator: "Operador" },
    status: {
      awaiting_approval: "Aguardando aprovação", approved: "Aprovada", reproved: "Reprovada", pending: "Pendente",
      rejected: "Rejeitado", blocked: "Bloqueada", draft: "Rascunho", open: "Aberta", closed: "Encerrada", erased: "Apagada"
    },
    sales: {
      approve: "Aprovar", reprove: "Reprovar", next: "Próxima", reprove_title: "Reprovar a venda %{invoice}",
      approved: "Venda aprovada", reproved: "Venda reprovada", bulk_approve: "Aprovar selecionadas",
      bulk_done: "%{ok} aprovadas, %{failed} recusadas", bulk_title: "Resultado da aprovação em lote",
      duplicate_warning: "Possível duplicidade: outras vendas com a nota %{invoice}",
      shortcuts: "Atalhos: A aprovar · R reprovar · N próxima", no_photo: "Sem foto da nota", zoom: "Ampliar a foto da nota",
      close: "Fechar", points: "%{points} pontos"
    },
    common: { reason: "Motivo", reason_required: "Informe o motivo", confirm: "Confirmar", cancel: "Cancelar", events: "Histórico" },
    events: { type: "Evento", at: "Data do fato", recordedAt: "Registrado em", actor: "Autor", commandId: "Comando", data: "Dados" },
    levelups: {
      approve: "Aprovar", reject: "Rejeitar", approved: "Nível aprovado", rejected: "Pedido rejeitado",
      blocked_reason: "%{count} venda(s) contada(s) ainda não aprovada(s): audite-as antes.", counted: "Vendas contadas"
    },
    accounts: {
      profile: "Perfil", approve: "Aprovar", block: "Bloquear", unblock: "Desbloquear", approved: "Conta aprovada", blocked: "Conta bloqueada",
      unblocked: "Conta desbloqueada", wallets: "Carteiras", sales: "Vendas"
    },
    campaigns: {
      open: "Abrir", close: "Encerrar", opened: "Campanha aberta", closed: "Campanha encerrada",
      confirm_open: "Abrir %{name}? Os vendedores das %{stores} loja(s) inscritas poderão se cadastrar e informar vendas a partir de agora.",
      confirm_close: "Encerrar %{name}? Os %{participants} participante(s) não poderão mais informar vendas; pontos não confirmados expiram conforme as regras.",
      replay: "Reprocessar", replay_title: "Reprocessar %{name}", table: "Tabela de pontos (JSON: [{\"sku\", \"pointsPerUnit\"}])",
      upload: "Enviar tabela", dry_run: "Simular", apply: "Aplicar", applied: "Reprocessamento aplicado: %{count} compensação(ões)",
      invalid_table: "A tabela não é um JSON válido", user: "Usuário", points_delta: "Δ pontos", xp_delta: "Δ XP",
      level: "Nível antes → depois", totals: "Totais: %{users} usuário(s), %{points} pontos, %{xp} XP", no_change: "Nenhum usuário muda"
    }
  }
}
