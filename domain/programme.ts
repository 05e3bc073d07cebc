import type { CommandDef } from "./shared/decider.ts"
import { EventCodec, type Upcaster } from "./shared/codec.ts"
import type { DomainDefinition } from "./shared/commandHandler.ts"
import type { Lookups } from "./lookups.ts"
import { makeAuthorize, type Access } from "./authorize.ts"
import { Account } from "./account/aggregate.ts"
import { approveAccount, blockAccount, registerAccount, unblockAccount } from "./account/decide.ts"
import { Campaign } from "./campaign/aggregate.ts"
import { Client } from "./client/aggregate.ts"
import { addUserToClient, createClient } from "./client/decide.ts"
import { closeCampaign, draftCampaign, enrollStore, openCampaign, setPointsTable } from "./campaign/decide.ts"
import { Membership } from "./level/aggregate.ts"
import { approveLevelUp, rejectLevelUp } from "./level/decide.ts"
import { Agency, Brand, Product, RetailChain, Store } from "./reference/state.ts"
import { createAgency, createBrand, createProduct, createRetailChain, createStore } from "./reference/decide.ts"
import { Registration } from "./registration/state.ts"
import { registerForCampaign } from "./registration/decide.ts"
import { Sale } from "./sale/state.ts"
import { approveSale, reportSale, reproveSale } from "./sale/decide.ts"
import { correctParticipant, correctPointsTable } from "./replay/decide.ts"
import { Wallet } from "./wallet/aggregate.ts"
import { adjustPoints, debitPoints, refundPoints } from "./wallet/decide.ts"

/** Every aggregate of the loyalty programme; each owns the events of its streams. */
export const aggregates = [Brand, Agency, RetailChain, Store, Product, Account, Campaign, Registration, Sale, Wallet, Membership, Client] as const

/** Lifts of older stored event shapes to the current ones (none yet: every event is at v1). */
export const upcasters: ReadonlyArray<Upcaster> = []

/** The command vocabulary (DESIGN §6's fixture types are a public contract) and who may issue each. */
export const commands: Readonly<Record<string, { readonly def: CommandDef<any, Lookups>; readonly access: Access }>> = {
  CreateBrand: { def: createBrand, access: "admin" },
  CreateAgency: { def: createAgency, access: "admin" },
  CreateRetailChain: { def: createRetailChain, access: "admin" },
  CreateStore: { def: createStore, access: "admin" },
  CreateProduct: { def: createProduct, access: "admin" },
  RegisterAccount: { def: registerAccount, access: "self" },
  ApproveAccount: { def: approveAccount, access: "admin" },
  BlockAccount: { def: blockAccount, access: "admin" },
  UnblockAccount: { def: unblockAccount, access: "admin" },
  DraftCampaign: { def: draftCampaign, access: "admin" },
  SetPointsTable: { def: setPointsTable, access: "admin" },
  EnrollStore: { def: enrollStore, access: "admin" },
  OpenCampaign: { def: openCampaign, access: "admin" },
  CloseCampaign: { def: closeCampaign, access: "admin" },
  RegisterForCampaign: { def: registerForCampaign, access: "self" },
  ReportSale: { def: reportSale, access: "self" },
  ApproveSale: { def: approveSale, access: "auditor" },
  ReproveSale: { def: reproveSale, access: "auditor" },
  ApproveLevelUp: { def: approveLevelUp, access: "admin" },
  RejectLevelUp: { def: rejectLevelUp, access: "admin" },
  AdjustPoints: { def: adjustPoints, access: "admin" },
  DebitPoints: { def: debitPoints, access: "system" },
  RefundPoints: { def: refundPoints, access: "system" },
  CorrectParticipant: { def: correctParticipant, access: "admin" },
  CorrectPointsTable: { def: correctPointsTable, access: "admin" },
  CreateClient: { def: createClient, access: "admin" },
  AddUserToClient: { def: addUserToClient, access: "admin" }
}

export const codec = new EventCodec(aggregates, upcasters)

export const programme: DomainDefinition<Lookups> = {
  codec,
  commands: Object.fromEntries(Object.entries(commands).map(([tag, c]) => [tag, c.def])),
  authorize: makeAuthorize((tag) => commands[tag]?.access ?? "system")
}
