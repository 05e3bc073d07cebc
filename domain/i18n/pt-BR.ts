import { accountsPtBR } from "./accounts/pt-BR.ts"
import { authoringPtBR } from "./authoring/pt-BR.ts"
import { ssoPtBR } from "./sso/pt-BR.ts"
import { learningPtBR } from "./learning/pt-BR.ts"
import { forumPtBR } from "./forum/pt-BR.ts"
import { loungePtBR } from "./lounge/pt-BR.ts"
import { fieldPtBR } from "./field/pt-BR.ts"
import { surveysPtBR } from "./surveys/pt-BR.ts"
import { podcastsLibraryPtBR } from "./podcastsLibrary/pt-BR.ts"
import { sencePtBR } from "./sence/pt-BR.ts"
import { scormPtBR } from "./scorm/pt-BR.ts"
import { classesPtBR } from "./classes/pt-BR.ts"
import type { CompleteCatalogue } from "./catalogue.ts"
import { rewardsPtBR } from "./rewards/pt-BR.ts"
import { contentPtBR } from "./content/pt-BR.ts"
import { brandingPtBR } from "./branding/pt-BR.ts"

export const ptBR: CompleteCatalogue = {
  dateOrder: "dmy",
  unknownError: "Não foi possível concluir a operação (código {code}).",
  passwordRequirements: {
    length: "pelo menos {min} caracteres",
    upper: "uma letra maiúscula",
    lower: "uma letra minúscula",
    digit: "um número",
    symbol: "um símbolo (por exemplo ! ? # @)"
  },
  terms: {
    brand: "marca",
    agency: "agência",
    chain: "rede varejista",
    store: "loja",
    product: "produto",
    draft: "rascunho",
    open: "aberta",
    closed: "encerrada",
    awaiting_approval: "aguardando aprovação",
    approved: "aprovada",
    reproved: "reprovada",
    published: "publicado",
    archived: "arquivado",
    shipped: "enviado",
    delivered: "entregue",
    rejected: "recusado"
  },
  messages: {
    ...brandingPtBR,
    ...ssoPtBR,
    ...learningPtBR,
    ...authoringPtBR,
    ...forumPtBR,
    ...loungePtBR,
    ...rewardsPtBR,
    ...contentPtBR,
    ...fieldPtBR,
    ...surveysPtBR,
    ...podcastsLibraryPtBR,
    ...sencePtBR,
    ...scormPtBR,
    ...classesPtBR,
    ...accountsPtBR,
    "input.invalid": "Alguns dados estão faltando ou em formato inválido. Confira os campos indicados.",
    "input.unknown_command": "Operação desconhecida: {type}.",
    "store.concurrency_conflict": "Estes dados foram alterados por outra pessoa enquanto você trabalhava. Atualize a página e tente de novo.",
    "store.duplicate_event_id": "Esta operação já foi registrada com outro conteúdo. Envie-a de novo com um novo identificador.",
    "auth.forbidden": "Você não tem permissão para esta operação.",
    "http.invalid_token": "Sua sessão expirou ou não é válida. Entre de novo.",
    "http.not_found": "Não encontramos o que você procurou.",
    "http.payload_too_large": "O envio é grande demais (o limite é de {limitBytes} bytes).",
    "http.unsupported_media_type": "Formato de envio não aceito aqui ({contentType}).",
    "http.too_many_requests": "Muitas tentativas. Tente de novo em {retryAfterSeconds} segundos.",
    "http.idempotency_key_reused": "Esta chave de idempotência já foi usada para outro pedido. Envie este com uma chave nova.",
    "input.invalid_query": "A consulta da lista não é válida ({param}: {reason}).",
    "http.busy": "O programa está ocupado com uma manutenção (uma importação ou uma reconstrução). Nada foi salvo: tente de novo em {retryAfterSeconds} segundos.",
    "http.internal_error": "Algo deu errado do nosso lado. Tente de novo em instantes.",

    "account.already_exists": "Já existe uma conta com o identificador {userId}.",
    "account.not_found": "Não encontramos a conta {userId}.",
    "account.invalid_document": "O número do documento não é válido para o país do cadastro ({country}).",
    "account.document_taken": "Este documento já está cadastrado em outra conta deste país.",
    "account.invalid_email": "Informe um e-mail válido, como nome@empresa.com.br.",
    "account.birthday_not_past": "A data de nascimento precisa ser anterior a hoje ({today}).",
    "account.not_approved": "A conta {userId} ainda não foi aprovada.",
    "account.already_approved": "A conta {userId} já está aprovada.",
    "account.blocked": "A conta {userId} está bloqueada.",
    "account.not_blocked": "A conta {userId} não está bloqueada.",
    "account.not_awaiting_approval": "Esta conta não está aguardando aprovação.",
    "account.personal_data_missing": "Os dados pessoais da conta {userId} não estão disponíveis (ausentes ou apagados a pedido do titular).",
    "account.password_too_weak": "A senha não atende aos requisitos. Falta: {missing}.",

    "client.already_exists": "Já existe uma empresa cliente com o código {clientId}.",
    "client.not_found": "Não encontramos a empresa cliente {clientId}.",
    "client.already_member": "O usuário {userId} já faz parte da empresa cliente {clientId}.",

    "campaign.already_exists": "Já existe uma campanha com o código {campaignId}.",
    "campaign.not_found": "Não encontramos a campanha {campaignId}.",
    "campaign.invalid_dates": "A data de término ({ends}) não pode ser anterior à de início ({begins}).",
    "campaign.overlaps": "As datas da campanha {campaignId} coincidem com as da campanha {otherCampaignId}, do mesmo país.",
    "campaign.duplicate_sku": "O SKU {sku} aparece mais de uma vez na tabela de pontos.",
    "campaign.invalid_levels":
      "Metas de nível inválidas: o nível 3 precisa exigir mais XP que o nível 2, e o mínimo para manter um nível não pode passar da meta para alcançá-lo.",
    "campaign.points_table_locked":
      "A tabela de pontos da campanha {campaignId} não pode mais ser alterada depois da abertura; correções são feitas por reprocessamento.",
    "campaign.empty_points_table": "A campanha {campaignId} precisa de uma tabela de pontos antes de ser aberta.",
    "campaign.no_stores": "A campanha {campaignId} precisa de pelo menos uma loja participante antes de ser aberta.",
    "campaign.store_already_enrolled": "A loja {storeId} já participa da campanha {campaignId}.",
    "campaign.store_wrong_country": "A loja {storeId} é de outro país ({country}) e não pode participar desta campanha.",
    "campaign.not_draft": "A campanha {campaignId} não está mais em rascunho (situação: {status}).",
    "campaign.not_open": "A campanha {campaignId} não está aberta (situação: {status}).",
    "campaign.closed": "A campanha {campaignId} já foi encerrada.",
    "campaign.previous_not_closed": "A campanha {campaignId} só pode abrir depois que a campanha anterior do país, {previousCampaignId}, for encerrada.",
    "campaign.still_running": "A campanha {campaignId} vai até {ends}; ela só pode ser encerrada depois dessa data.",

    "level.no_pending_request": "Não há pedido de subida para o nível {toLevel} aguardando decisão para {userId}.",
    "level.sales_not_approved": "A subida de nível só pode ser aprovada depois que todas as vendas consideradas forem aprovadas. Pendentes: {saleIds}.",

    "reference.already_exists": "Já existe um cadastro de {kind} com o código {id}.",
    "reference.unknown": "Não encontramos o cadastro de {kind} com o código {id}.",
    "reference.country_mismatch": "A loja {storeId} precisa ser do mesmo país da sua rede (loja: {storeCountry}; rede: {chainCountry}).",
    "reference.not_found": "Não encontramos o cadastro de {kind} com o código {id}.",

    "replay.stale": "O nível de {userId} mudou desde o cálculo do reprocessamento (esperado {expectedLevel}, atual {actualLevel}); reprocesse a campanha de novo.",
    "replay.nothing_to_correct": "Não há nada a corrigir para {userId}.",
    "replay.needs_force": "A tabela corrigida tem avisos ({kinds}): confirme-os para aplicar o reprocessamento.",

    "registration.terms_not_accepted": "Para participar, é preciso aceitar o regulamento da campanha.",
    "registration.already_registered": "A conta {userId} já está inscrita na campanha {campaignId}.",
    "registration.no_brand": "Escolha pelo menos uma marca da agência {agencyId}.",
    "registration.brand_not_in_agency": "A marca {brandId} não é atendida pela agência {agencyId}.",
    "registration.no_store": "Escolha pelo menos uma loja.",
    "registration.chain_without_store": "Escolha pelo menos uma loja da rede {chainId}.",
    "registration.store_outside_chains": "A loja {storeId} não pertence a nenhuma das redes escolhidas.",
    "registration.store_not_participating": "A loja {storeId} não participa da campanha {campaignId}.",
    "registration.underage": "É preciso ter pelo menos {minimumAge} anos na data da inscrição.",
    "registration.wrong_country": "A campanha e a conta são de países diferentes (campanha: {campaignCountry}; conta: {accountCountry}).",
    "registration.not_registered": "A conta {userId} não está inscrita na campanha {campaignId}.",

    "sale.already_exists": "A venda {saleId} já foi informada.",
    "sale.not_found": "Não encontramos a venda {saleId}.",
    "sale.not_registered": "Inscreva-se na campanha {campaignId} antes de informar vendas.",
    "sale.date_in_future": "A data da venda ({saleDate}) é posterior a hoje ({today}).",
    "sale.outside_campaign": "A data da venda ({saleDate}) está fora do período da campanha, de {begins} a {ends}.",
    "sale.window_expired": "A venda foi informada {days} dias depois da data da nota; o prazo é de 15 dias.",
    "sale.campaign_ended": "A campanha {campaignId} terminou em {ends}; não é mais possível informar vendas.",
    "sale.invoice_required": "Informe o número da nota fiscal.",
    "sale.invoice_already_sent": "Você já enviou a nota fiscal {invoiceNumber} nesta campanha.",
    "sale.store_not_registered": "A loja {storeId} não está entre as lojas da sua inscrição nesta campanha.",
    "sale.store_not_participating": "A loja {storeId} não participa desta campanha.",
    "sale.unknown_sku": "O produto {sku} não está na tabela de pontos desta campanha.",
    "sale.quantity_out_of_range": "Quantidade inválida para o produto {sku}: {quantity}. Informe de 1 a 999 unidades.",
    "file.not_found": "Não encontramos o arquivo {fileId}.",
    "file.unsupported_media": "Este arquivo não é um vídeo, áudio, imagem, PDF ou zip ({detected}).",
    "file.library_mismatch": "O conteúdo deste arquivo não corresponde à extensão .{extension} ({detected}). Envie o documento original.",
    "file.unsupported_type": "Este tipo de arquivo não é aceito ({detected}). Envie uma imagem (JPEG, PNG ou WebP) ou um PDF.",
    "file.missing": "Nenhum arquivo foi enviado: anexe-o no campo \"{field}\".",
    "file.image_unreadable": "Não conseguimos ler esta imagem ({contentType}). Ela pode estar corrompida ou incompleta.",
    "file.image_too_large": "A imagem é grande demais ({width} × {height} pixels). Envie uma foto de até {maxPixels} pixels.",
    "sale.invoice_photo_unknown": "A foto da nota fiscal ({fileId}) não é um arquivo que você enviou.",
    "sale.no_lines": "Informe pelo menos um produto vendido.",
    "sale.already_audited": "A venda {saleId} já foi auditada (situação: {status}).",

    "wallet.zero_adjustment": "O ajuste precisa somar ou tirar pelo menos um ponto.",
    "wallet.insufficient_balance": "Pontos insuficientes para esta operação (saldo: {balance}; necessário: {points}).",
    "wallet.in_debt": "Seu saldo está negativo ({balance}). Os resgates voltam a ser liberados quando novos créditos cobrirem a diferença.",
    "wallet.refund_exceeds_debit": "Estorno acima do que ainda pode ser devolvido para {ref}: pedido {points}, disponível {refundable}."
  }
}
