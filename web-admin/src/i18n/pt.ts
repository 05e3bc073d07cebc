import type { Catalogue } from "./en.ts"
import { ptEventFields } from "./eventFields.ts"
import { ptEventTypes } from "./eventTypes.ts"
import { rewardsPt } from "./rewards.ts"
import { contentPt } from "./content.ts"
import { surveysPt } from "./surveys.ts"
import { forumsPt } from "./forums.ts"
import { loungesPt } from "./lounges.ts"
import { brandingPt } from "./branding.ts"
import { learningPt } from "./learning.ts"
import { authoringPt } from "./authoring.ts"
import { podcastsLibraryPt } from "./podcastsLibrary.ts"
import { sencePt } from "./sence.ts"
import { sitePagesPt } from "./sitePages.ts"
import { classesPt } from "./classes.ts"
import { scormAttemptsPt } from "./scormAttempts.ts"

export const pt: Catalogue = {
  resources: {
    ...rewardsPt.resources,
    ...contentPt.resources,
    ...surveysPt.resources,
    ...forumsPt.resources,
    ...loungesPt.resources,
    ...brandingPt.resources,
    ...learningPt.resources,
    ...authoringPt.resources,
    ...podcastsLibraryPt.resources,
    ...sencePt.resources,
    ...sitePagesPt.resources,
    ...classesPt.resources,
    ...scormAttemptsPt.resources,
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
        storeCount: "Lojas", participantCount: "Participantes", q: "Nome", pointsTable: "Tabela de pontos", categoryCaps: "Limites por categoria"
      }
    },
    brands: {
      name: "Marca |||| Marcas",
      fields: { id: "Id", name: "Nome" }
    },
    agencies: {
      name: "Agência |||| Agências",
      fields: { id: "Id", name: "Nome", brandIds: "Marcas" }
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
      fields: { campaignId: "Campanha", balance: "Saldo", confirmed: "Confirmados", provisional: "Provisórios", expired: "Expirados", credited: "Creditados", reversed: "Estornados", debited: "Debitados" }
    },
    clients: {
      name: "Empresa cliente |||| Empresas clientes",
      fields: { id: "Id", name: "Nome", homeRoute: "Rota inicial", members: "Membros", features: "Módulos", passwordStrength: "Força da senha", q: "Nome ou id" }
    },
    events: {
      name: "Registro |||| Registro",
      fields: { id: "Posição", streamId: "Fluxo", type: "Evento", actor: "Autor", commandId: "Id do comando", recordedAt_gte: "Gravado a partir de", recordedAt_lte: "Gravado até" }
    },
    "statement-lines": {
      name: "Lançamento |||| Lançamentos",
      fields: { at: "Data", kind: "Movimento", ref: "Referência", points: "Pontos", note: "Observação", confirmedPoints: "Pontos confirmados" }
    },
    "participants": {
      name: "Participante |||| Participantes",
      fields: { userName: "Participante", campaignId: "Campanha", agencyId: "Agência", storeIds: "Lojas", registeredAt: "Inscrito em", q: "Nome ou id" }
    },
    photos: { name: "Foto de loja |||| Fotos de loja", fields: { fileId: "Foto", photoTypeName: "Tipo", photoType: "Tipo", storeName: "Loja", storeId: "Loja", chainName: "Rede", userName: "Vendedor", campaignId: "Campanha", week: "Semana", uploadedAt: "Enviada em", status: "Situação", points: "Pontos", reason: "Motivo", q: "Loja ou nome" } },
    meetups: { name: "Evento |||| Eventos", fields: { id: "Id do evento", title: "Título", country: "País", startsAt: "Início", endsAt: "Fim", startsAtMs: "Início", place: "Local", minLevel: "Nível mínimo", capacity: "Vagas", checkIns: "Check-ins", q: "Título ou local" } },
    "check-ins": { name: "Check-in |||| Check-ins", fields: { userName: "Nome", userId: "Usuário", level: "Nível", checkedInAt: "Check-in em" } },
    "photo-types": { name: "Tipo de foto |||| Tipos de foto", fields: { name: "Tipo" } }
  },
  vitrine: {
    ...rewardsPt.vitrine,
    ...contentPt.vitrine,
    ...surveysPt.vitrine,
    ...forumsPt.vitrine,
    ...loungesPt.vitrine,
    ...brandingPt.vitrine,
    ...learningPt.vitrine,
    ...authoringPt.vitrine,
    ...podcastsLibraryPt.vitrine,
    ...sitePagesPt.vitrine,
    ...classesPt.vitrine,
    ...scormAttemptsPt.vitrine,
    app: { title: "Vitrine Admin", superuser: "Superusuário", all_countries: "Todos os países", country: "País", language: "Idioma" },
    auth: { not_staff: "Esta conta não é de administrador nem de auditor.", too_many: "Tentativas demais: tente de novo em %{minutes} min." },
    roles: { admin: "Administrador", auditor: "Auditor", learner: "Aluno", operator: "Operador", instructor: "Instrutor" },
    status: {
      shipped: "Enviado", delivered: "Entregue",
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
    eventFields: ptEventFields,
    eventTypes: ptEventTypes,
    history: { forbidden: "Você não tem permissão para ler o histórico deste registro.", empty: "Nada registrado ainda.", error: "Não foi possível carregar o histórico." },
    queue: { shortcuts: "Atalhos de uma tecla (A, R, N)", shortcuts_off: "Os atalhos de uma tecla estão desligados", bulk_confirm_title: "Aprovar %{smart_count} venda? |||| Aprovar %{smart_count} vendas?", bulk_confirm: "Cada venda selecionada é aprovada e seus pontos confirmados. Não é possível desfazer.", bulk_reprove: "Reprovar selecionadas", bulk_reprove_title: "Reprovar %{smart_count} venda |||| Reprovar %{smart_count} vendas", bulk_reproved: "%{ok} reprovada(s), %{failed} recusada(s)", bulk_reprove_results: "Resultado da reprovação em lote", end_of_queue: "Nenhuma outra venda nesta visão: de volta à lista" },
    games: {
      menu: "Cursos de jogos", title: "Novo curso de jogos", help: "Um curso em rascunho cujas atividades são jogos. Escolha o tipo de cada jogo e edite o JSON a partir do modelo: o console confere se o jogo pode ser vencido antes de enviar.", courseId: "Id do curso", courseTitle: "Título do curso", workload: "Carga horária (horas)", activities: "Jogos", activityId: "Id da atividade", activityTitle: "Título da atividade", type: "Tipo de jogo", json: "Jogo (JSON)", preview: "Prévia",
      types: { drag_drop: "Arrastar e soltar", drag_words: "Arrastar as palavras", find_pairs: "Encontrar os pares", this_or_that: "Isto ou aquilo", fill_blanks: "Completar as lacunas", true_false: "Verdadeiro ou falso", flashcards: "Cartões", enigma: "Enigma" }
    },
    signups: {
      title: "Cadastros a aprovar", menu: "Cadastros a aprovar", approve: "Aprovar", approved: "Cadastro aprovado: o link de primeiro acesso foi enviado",
      empty: "Nenhum cadastro aguardando aprovação.", help: "Contas criadas pelo cadastro, aguardando aprovação. Ao aprovar, a pessoa recebe por e-mail o link para criar a senha."
    },
    erased: { title: "Conta apagada", text: "Esta conta foi apagada a pedido do titular em %{date}. Os dados pessoais não existem mais; restam apenas os ids nos registros do programa." },
    levelups: {
      approve: "Aprovar", reject: "Rejeitar", approved: "Nível aprovado", rejected: "Pedido rejeitado",
      blocked_reason: "%{count} venda(s) contada(s) ainda não aprovada(s): audite-as antes.", counted: "Vendas contadas"
    },
    accounts: {
      profile: "Perfil", approve: "Aprovar", block: "Bloquear", unblock: "Desbloquear", approved: "Conta aprovada", blocked: "Conta bloqueada",
      unblocked: "Conta desbloqueada", wallets: "Carteiras", sales: "Vendas", statement: "Extrato"
    },
    campaigns: {
      open: "Abrir", close: "Encerrar", opened: "Campanha aberta", closed: "Campanha encerrada",
      confirm_open: "Abrir %{name}? As %{stores} loja(s) inscritas abrem para os vendedores e a tabela de pontos (%{rows} SKU(s)) fica travada: correções passam a ser feitas por reprocessamento.",
      confirm_close: "Encerrar %{name}? %{participants} participante(s) não poderão mais informar vendas. %{wallets} carteira(s) vão expirar (%{points} pontos); %{falling} usuário(s) vão cair um nível (%{cancelled} pedido(s) de subida pendente(s) cancelado(s)). %{awaiting} venda(s) ainda em auditoria contam no encerramento.",
      replay: "Reprocessar", replay_title: "Reprocessar %{name}", table: "Tabela de pontos (JSON: [{\"sku\", \"pointsPerUnit\"}])",
      upload: "Enviar tabela", dry_run: "Simular", apply: "Aplicar", applied: "Reprocessamento aplicado: %{count} compensação(ões)",
      invalid_table: "A tabela não é um JSON válido", user: "Usuário", points_delta: "Δ pontos", xp_delta: "Δ XP",
      level: "Nível antes → depois", totals: "Totais: %{users} usuário(s), %{points} pontos, %{xp} XP", no_change: "Nenhum usuário muda",
      id_help: "Um id curto, p. ex. br-2026-inverno", thresholds: "Limites de nível (XP)", creator_reach: "Creator: XP para alcançar", creator_keep: "Creator: XP para manter", influencer_reach: "Influencer: XP para alcançar", influencer_keep: "Influencer: XP para manter", category: "Categoria", cap: "Limite", summary: "Resumo", levels_text: "Creator a partir de %{creatorReach} XP (manter %{creatorKeep}) · Influencer a partir de %{influencerReach} XP (manter %{influencerKeep})", no_caps: "Sem limites por categoria", store_to_enrol: "Loja a inscrever", enrol: "Inscrever loja", enrolled: "Loja inscrita", edit_table: "Editar tabela de pontos", force: "Conferi os avisos: aplicar mesmo assim"
    },
    dashboard: {
      week: "S%{week}", sales: "Vendas", points: "Pontos", pending_audits: "Vendas a auditar", pending_levelups: "Subidas de nível pendentes",
      ending_soon: "Campanhas que terminam em até %{days} dias", none_ending: "Nenhuma", days_left: "Falta %{smart_count} dia (termina em %{date}) |||| Faltam %{smart_count} dias (termina em %{date})",
      this_week: "Semana %{week}: %{sales} vendas, %{points} pontos", not_started: "Ainda não começou", to_queue: "Ir para a fila de auditoria de vendas"
    },
    replay_warnings: {
      skus_removed: "SKUs removidos: %{skus} (%{sales} venda(s) os tinham e não ganhariam nada por eles)",
      skus_unknown: "SKUs que a campanha não listava: %{skus}", skus_duplicated: "SKUs listados duas vezes (vale a última linha): %{skus}",
      points_swing: "Os pontos da campanha mudam mais da metade: %{before} → %{after}", skus_not_in_catalogue: "SKUs fora do catálogo de produtos: %{skus}"
    },
    clients: { route_help: "Um caminho do app do aprendiz, começando com /", strength: { low: "Baixa", medium: "Média", strong: "Forte" } },
    statement: { confirmed: "%{points} confirmados" },
    movements: { credit_sale: "Crédito de venda", credit_photo: "Crédito de foto", credit_training: "Crédito de treinamento", credit_adjustment: "Crédito de ajuste", confirmation: "Confirmação", reversal: "Estorno", debit_redemption: "Resgate", debit_transfer: "Transferência", refund: "Reembolso", adjustment: "Ajuste", correction: "Correção por reprocessamento", expiry: "Expiração" },
    features: { ranking: "Ranking", score: "Pontuação", library: "Biblioteca", news: "Notícias", webcasts: "Webcasts", profile: "Perfil", loyalty: "Fidelidade", courses: "Cursos", surveys: "Pesquisas" },
    reference: { code_id: "Use letras, dígitos, \".\", \"_\" ou \"-\", começando por letra ou dígito (sem espaços nem barras)" },
    adjust: { button: "Ajustar pontos", title: "Ajustar pontos da carteira (%{campaign})", points: "Pontos", points_help: "Um número inteiro: positivo credita, negativo debita", points_invalid: "Digite um número inteiro diferente de zero", done: "Pontos ajustados" },
    erase: { button: "Excluir conta", title: "Excluir a conta e os dados pessoais", text: "Os dados pessoais do titular (nome, e-mail, documento, telefone, arquivos) serão apagados para sempre. O histórico do programa fica apenas com o id.", type_name: "Para confirmar, digite o nome completo do titular: %{name}", mismatch: "O nome digitado não é o do titular", confirm: "Excluir para sempre", done: "Conta excluída" },
    points_table: { legend: "Tabela de pontos corrigida (%{count} SKUs)", add: "Adicionar SKU", remove: "Remover %{sku}", sku_required: "Informe o SKU", sku_twice: "SKU repetido", points_invalid: "Um número inteiro a partir de 1", invalid_file: "O arquivo não é uma tabela: envie o JSON [{\"sku\", \"pointsPerUnit\"}] ou um CSV sku,pontos" },
    context: { observation: "Observação do vendedor", level_now: "Nível atual: %{level} · pedido: nível %{to}", xp: "XP na campanha: %{campaign} · XP total: %{total}", threshold: "Nível %{to} a partir de %{reach} XP na campanha (mínimo para manter: %{keep})", document: "Documento", age: "Nascimento (idade)", age_text: "%{date} (%{age} anos)" },
    signup_reject: { button: "Recusar", title: "Recusar o cadastro de %{name}", done: "Cadastro recusado" },
    photos: { no_file: "Sem imagem", zoom: "Ampliar: %{name}", bulk_done: "%{ok} aprovada(s), %{failed} recusada(s)", bulk_approve: "Aprovar selecionadas", approved: "Foto aprovada", reproved: "Foto reprovada", reprove_title: "Reprovar a foto de %{store}", week_of_store: "Outras fotos da loja na semana %{week}", none_other: "Nenhuma outra foto desta loja nesta semana" },
    meetups: { id_help: "Um id curto, p. ex. br-2026-05-encontro", level_1: "1 · Junior", level_2: "2 · Creator", level_3: "3 · Influencer", code_title: "Check-in: %{title}", no_code: "Ainda sem código: gere o primeiro.", qr_alt: "QR code do código de check-in %{code}", rotate: "Novo código", fullscreen: "Tela cheia", auto_rotate: "Novo código a cada minuto", export: "Exportar presença", attendance: "Presença" }
  }
}
