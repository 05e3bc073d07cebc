import type { CommandDef } from "./shared/decider.ts"
import { EventCodec, type Upcaster } from "./shared/codec.ts"
import type { DomainDefinition } from "./shared/commandHandler.ts"
import type { Lookups } from "./lookups.ts"
import { makeAuthorize, type Access, type Subject } from "./authorize.ts"
import { Account } from "./account/aggregate.ts"
import { approveAccount, blockAccount, changeProfile, eraseAccount, registerAccount, rejectSignUp, signUp, unblockAccount } from "./account/decide.ts"
import { Campaign } from "./campaign/aggregate.ts"
import { Client } from "./client/aggregate.ts"
import { addUserToClient, createClient, updateClient } from "./client/decide.ts"
import { closeCampaign, draftCampaign, enrollStore, openCampaign, setPointsTable } from "./campaign/decide.ts"
import { Membership } from "./level/aggregate.ts"
import { approveLevelUp, rejectLevelUp } from "./level/decide.ts"
import { Agency, Brand, Product, RetailChain, Store } from "./reference/state.ts"
import { createAgency, createBrand, createProduct, createRetailChain, createStore } from "./reference/decide.ts"
import { updateAgency, updateBrand, updateProduct, updateRetailChain, updateStore } from "./reference/decide.ts"
import { Registration } from "./registration/state.ts"
import { registerForCampaign } from "./registration/decide.ts"
import { Sale } from "./sale/state.ts"
import { approveSale, reportSale, reproveSale } from "./sale/decide.ts"
import { correctParticipant, correctPointsTable } from "./replay/decide.ts"
import { Wallet } from "./wallet/aggregate.ts"
import { Course } from "./course/aggregate.ts"
import { archiveCourse, createCourse, editCourse, publishCourse } from "./course/decide.ts"
import { Test } from "./test/state.ts"
import { createTest } from "./test/decide.ts"
import { Trail } from "./trail/state.ts"
import { createTrail } from "./trail/decide.ts"
import { Enrolment } from "./enrolment/aggregate.ts"
import { completeActivity, enrol, submitReaction, unenrol } from "./enrolment/decide.ts"
import { Attempt, attempt } from "./attempt/state.ts"
import { closeExpiredAttempt, saveAnswers, startAttempt, submitAttempt } from "./attempt/decide.ts"
import { Certificate } from "./certificate/state.ts"
import { showNameOnCertificate } from "./certificate/decide.ts"
import type { StreamRef, Tagged } from "./shared/decider.ts"
import { adjustPoints, debitPoints, refundPoints } from "./wallet/decide.ts"
import { Reward } from "./reward/aggregate.ts"
import { editReward, listReward, restockReward, withdrawReward } from "./reward/decide.ts"
import { Order, Redemptions } from "./order/aggregate.ts"
import { placeOrder } from "./order/decide.ts"
import { approveOrder, deliverOrder, rejectOrder, shipOrder } from "./order/moves.ts"

import { Photo, PhotoSlot, PhotoType } from "./photo/state.ts"
import { approvePhoto, createPhotoType, reprovePhoto, uploadPhoto } from "./photo/decide.ts"
import { Meetup } from "./meetup/state.ts"
import { checkIn, createMeetup, setCheckInCode } from "./meetup/decide.ts"
import { PartnerMember, Transfer } from "./transfer/state.ts"
import { registerPartnerMember, transferPoints } from "./transfer/decide.ts"
import { News } from "./news/aggregate.ts"
import { draftNews, editNews, publishNews, unpublishNews } from "./news/decide.ts"
import { FaqCategory, FaqEntry } from "./faq/state.ts"
import { addFaqEntry, createFaqCategory, editFaqCategory, editFaqEntry, removeFaqEntry } from "./faq/decide.ts"
import { ContactMessage } from "./support/state.ts"
import { sendContactMessage } from "./support/decide.ts"

/** Every aggregate of the loyalty programme; each owns the events of its streams. */
export const aggregates = [Brand, Agency, RetailChain, Store, Product, Account, Campaign, Registration, Sale, Wallet, Membership, Client, Course, Test, Trail, Enrolment, Attempt, Certificate, Reward, Order, Redemptions, PhotoType, Photo, PhotoSlot, Meetup, PartnerMember, Transfer, News, FaqCategory, FaqEntry, ContactMessage, Survey, SurveyResponse, ForumTopic, Playlist, Listening, LibraryFile, SenceClient, SenceCourse, SenceSession, Lounge, GameRounds, ScormAttempt, MediaResume, Branding, SitePage, Catalog, Class] as const
import { Survey, SurveyResponse } from "./survey/state.ts"
import { answerSurvey, publishSurvey, saveSurvey, unpublishSurvey } from "./survey/decide.ts"

import { ForumTopic } from "./forum/state.ts"
import { closeTopic, deletePost, editPost, removePost, reopenTopic, replyToTopic, reportPost, startTopic } from "./forum/decide.ts"

import { Listening, Playlist } from "./podcast/state.ts"
import { addAudio, createPlaylist, publishPlaylist, reportListening, unpublishPlaylist } from "./podcast/decide.ts"
import { LibraryFile } from "./library/state.ts"
import { addLibraryFile, removeLibraryFile } from "./library/decide.ts"
import { SenceClient, SenceCourse, SenceSession } from "./sence/state.ts"
import { closeSenceSession, openSenceSession, setClientSenceCode, setCourseSenceCode, startSenceSession } from "./sence/decide.ts"
import { Lounge } from "./lounge/state.ts"
import { answerLoungeQuestion, askLoungeQuestion, blockLoungeLearner, closeLounge, hideLoungeMessage, hideLoungeQuestion, openLounge, postLoungeMessage, unblockLoungeLearner } from "./lounge/decide.ts"
import { GameRounds } from "./gameRound/state.ts"
import { recordGameRound } from "./gameRound/decide.ts"
import { ScormAttempt } from "./scorm/aggregate.ts"
import { commitScorm } from "./scorm/decide.ts"
import { MediaResume } from "./mediaResume/state.ts"
import { saveMediaPosition } from "./mediaResume/decide.ts"
import { Branding } from "./branding/aggregate.ts"
import { brandClient, configureLogin } from "./branding/decide.ts"
import { SitePage } from "./sitePage/aggregate.ts"
import { saveSitePage, withdrawSitePage } from "./sitePage/decide.ts"
import { Catalog } from "./catalog/state.ts"
import { addCatalogCourse, createCatalog } from "./catalog/decide.ts"
import { Class } from "./class/state.ts"
import { inviteToClass, moveClass, scheduleClass, subscribeToClass, unlockClassActivity, unsubscribeFromClass, validatePresence } from "./class/decide.ts"


/** Lifts of older stored event shapes to the current ones (none yet: every event is at v1). */
export const upcasters: ReadonlyArray<Upcaster> = []

/** The command vocabulary (DESIGN §6's fixture types are a public contract) and who may issue each. */
/** The learner an attempt command is about: its attempt's owner (the payload names only the attempt). */
const attemptOwner = (command: Tagged, load: <S>(ref: StreamRef<S>) => S): string | undefined => {
  const a = load(attempt((command as unknown as { attemptId: string }).attemptId))
  return a.exists ? a.started.userId : undefined
}

export const commands: Readonly<Record<string, { readonly def: CommandDef<any, Lookups>; readonly access: Access; readonly subject?: Subject }>> = {
  CreateBrand: { def: createBrand, access: "admin" },
  CreateAgency: { def: createAgency, access: "admin" },
  CreateRetailChain: { def: createRetailChain, access: "admin" },
  CreateStore: { def: createStore, access: "admin" },
  CreateProduct: { def: createProduct, access: "admin" },
  RegisterAccount: { def: registerAccount, access: "self" },
  ApproveAccount: { def: approveAccount, access: "admin" },
  BlockAccount: { def: blockAccount, access: "admin" },
  UnblockAccount: { def: unblockAccount, access: "admin" },
  SignUp: { def: signUp, access: "self" },
  ChangeProfile: { def: changeProfile, access: "self" },
  EraseAccount: { def: eraseAccount, access: "self" },
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
  UpdateClient: { def: updateClient, access: "admin" },
  AddUserToClient: { def: addUserToClient, access: "admin" },
  CreateCourse: { def: createCourse, access: "admin" },
  CreateTest: { def: createTest, access: "admin" },
  PublishCourse: { def: publishCourse, access: "admin" },
  ArchiveCourse: { def: archiveCourse, access: "admin" },
  CreateTrail: { def: createTrail, access: "admin" },
  Enrol: { def: enrol, access: "self" },
  Unenrol: { def: unenrol, access: "self" },
  CompleteActivity: { def: completeActivity, access: "self" },
  SubmitReaction: { def: submitReaction, access: "self" },
  ShowNameOnCertificate: { def: showNameOnCertificate, access: "self" },
  StartAttempt: { def: startAttempt, access: "self" },
  SaveAnswers: { def: saveAnswers, access: "self", subject: attemptOwner },
  SubmitAttempt: { def: submitAttempt, access: "self", subject: attemptOwner },
  CloseAttempt: { def: closeExpiredAttempt, access: "system" },
  UpdateBrand: { def: updateBrand, access: "admin" },
  UpdateAgency: { def: updateAgency, access: "admin" },
  UpdateRetailChain: { def: updateRetailChain, access: "admin" },
  UpdateStore: { def: updateStore, access: "admin" },
  UpdateProduct: { def: updateProduct, access: "admin" },
  RejectSignUp: { def: rejectSignUp, access: "admin" },
  ListReward: { def: listReward, access: "admin" },
  EditReward: { def: editReward, access: "admin" },
  RestockReward: { def: restockReward, access: "admin" },
  WithdrawReward: { def: withdrawReward, access: "admin" },
  PlaceOrder: { def: placeOrder, access: "self" },
  ApproveOrder: { def: approveOrder, access: "admin" },
  ShipOrder: { def: shipOrder, access: "admin" },
  DeliverOrder: { def: deliverOrder, access: "admin" },
  RejectOrder: { def: rejectOrder, access: "admin" },
  CreatePhotoType: { def: createPhotoType, access: "admin" },
  UploadPhoto: { def: uploadPhoto, access: "self" },
  ApprovePhoto: { def: approvePhoto, access: "auditor" },
  ReprovePhoto: { def: reprovePhoto, access: "auditor" },
  CreateMeetup: { def: createMeetup, access: "admin" },
  SetCheckInCode: { def: setCheckInCode, access: "admin" },
  CheckIn: { def: checkIn, access: "self" },
  RegisterPartnerMember: { def: registerPartnerMember, access: "admin" },
  TransferPoints: { def: transferPoints, access: "self" },
  DraftNews: { def: draftNews, access: "admin" },
  EditNews: { def: editNews, access: "admin" },
  PublishNews: { def: publishNews, access: "admin" },
  UnpublishNews: { def: unpublishNews, access: "admin" },
  CreateFaqCategory: { def: createFaqCategory, access: "admin" },
  EditFaqCategory: { def: editFaqCategory, access: "admin" },
  AddFaqEntry: { def: addFaqEntry, access: "admin" },
  EditFaqEntry: { def: editFaqEntry, access: "admin" },
  RemoveFaqEntry: { def: removeFaqEntry, access: "admin" },
  SendContactMessage: { def: sendContactMessage, access: "self" },
  SaveSurvey: { def: saveSurvey, access: "admin" },
  PublishSurvey: { def: publishSurvey, access: "admin" },
  UnpublishSurvey: { def: unpublishSurvey, access: "admin" },
  AnswerSurvey: { def: answerSurvey, access: "self" },
  StartTopic: { def: startTopic, access: "self" },
  ReplyToTopic: { def: replyToTopic, access: "self" },
  EditPost: { def: editPost, access: "self" },
  DeletePost: { def: deletePost, access: "self" },
  ReportPost: { def: reportPost, access: "self" },
  CloseTopic: { def: closeTopic, access: "admin" },
  ReopenTopic: { def: reopenTopic, access: "admin" },
  RemovePost: { def: removePost, access: "admin" },
  CreatePlaylist: { def: createPlaylist, access: "admin" },
  AddAudio: { def: addAudio, access: "admin" },
  PublishPlaylist: { def: publishPlaylist, access: "admin" },
  UnpublishPlaylist: { def: unpublishPlaylist, access: "admin" },
  ReportListening: { def: reportListening, access: "self" },
  AddLibraryFile: { def: addLibraryFile, access: "admin" },
  RemoveLibraryFile: { def: removeLibraryFile, access: "admin" },
  SetClientSenceCode: { def: setClientSenceCode, access: "admin" },
  SetCourseSenceCode: { def: setCourseSenceCode, access: "admin" },
  OpenSenceSession: { def: openSenceSession, access: "self" },
  StartSenceSession: { def: startSenceSession, access: "self" },
  CloseSenceSession: { def: closeSenceSession, access: "self" },
  OpenLounge: { def: openLounge, access: "admin" },
  CloseLounge: { def: closeLounge, access: "admin" },
  PostLoungeMessage: { def: postLoungeMessage, access: "self" },
  AskLoungeQuestion: { def: askLoungeQuestion, access: "self" },
  AnswerLoungeQuestion: { def: answerLoungeQuestion, access: "instructor" },
  HideLoungeMessage: { def: hideLoungeMessage, access: "instructor" },
  HideLoungeQuestion: { def: hideLoungeQuestion, access: "instructor" },
  BlockLoungeLearner: { def: blockLoungeLearner, access: "instructor" },
  UnblockLoungeLearner: { def: unblockLoungeLearner, access: "instructor" },
  EditCourse: { def: editCourse, access: "admin" },
  RecordGameRound: { def: recordGameRound, access: "self" },
  CommitScorm: { def: commitScorm, access: "self" },
  SaveMediaPosition: { def: saveMediaPosition, access: "self" },
  ConfigureLogin: { def: configureLogin, access: "admin" },
  BrandClient: { def: brandClient, access: "admin" },
  SaveSitePage: { def: saveSitePage, access: "admin" },
  WithdrawSitePage: { def: withdrawSitePage, access: "admin" },
  CreateCatalog: { def: createCatalog, access: "admin" },
  AddCatalogCourse: { def: addCatalogCourse, access: "admin" },
  ScheduleClass: { def: scheduleClass, access: "admin" },
  MoveClass: { def: moveClass, access: "instructor" },
  InviteToClass: { def: inviteToClass, access: "instructor" },
  SubscribeToClass: { def: subscribeToClass, access: "self" },
  UnsubscribeFromClass: { def: unsubscribeFromClass, access: "self" },
  ValidatePresence: { def: validatePresence, access: "instructor" },
  UnlockClassActivity: { def: unlockClassActivity, access: "instructor" }
}

export const codec = new EventCodec(aggregates, upcasters)

export const programme: DomainDefinition<Lookups> = {
  codec,
  commands: Object.fromEntries(Object.entries(commands).map(([tag, c]) => [tag, c.def])),
  authorize: makeAuthorize((tag) => commands[tag]?.access ?? "system", (tag) => commands[tag]?.subject)
}
