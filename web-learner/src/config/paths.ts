/** Every URL the app builds, in one place (bulletproof-react's `paths`). */
export const paths = {
  login: "/",
  portfolio: "/portfolio",
  home: "/home",
  campaigns: "/campaigns",
  campaign: (id: string) => `/campaigns/${encodeURIComponent(id)}`,
  insertSales: "/insert-sales",
  mySales: "/insert-sales?view=mine",
  pointsTable: "/points-table",
  profile: "/profile",
  uploadPhotos: "/upload-photos",
  events: "/events",
  ranking: "/ranking",
  webserviceLogin: "/webservice-login",
  register: "/register",
  registerSuccess: "/register-success",
  firstAccess: "/first_access",
  requestPassword: "/request-password",
  page: (slug: string) => `/${slug}`,
  onlineCourses: "/online-courses",
  trails: "/trails",
  surveys: "/surveys",
  survey: (id: string) => `/home/surveys/${encodeURIComponent(id)}`
} as const

/** The API's paths (DESIGN §5.2). */
export const apiPaths = {
  token: "/o/token/",
  revoke: "/o/revoke_token/",
  me: "/api/me",
  language: "/api/me/language",
  client: "/api/me/client",
  campaigns: "/api/me/campaigns?range=[0,99]",
  campaignOptions: (id: string) => `/api/me/campaigns/${encodeURIComponent(id)}/options`,
  pointsTable: (id: string) => `/api/me/campaigns/${encodeURIComponent(id)}/points-table?range=[0,499]`,
  registration: (id: string) => `/api/me/campaigns/${encodeURIComponent(id)}/registration`,
  sales: "/api/me/sales",
  mySales: (count: number) => `/api/me/sales?range=[0,${count - 1}]`,
  mySaleOfInvoice: (campaignId: string, invoiceNumber: string) =>
    `/api/me/sales?campaignId=${encodeURIComponent(campaignId)}&invoiceNumber=${encodeURIComponent(invoiceNumber)}&range=[0,0]`,
  wallets: "/api/me/wallets?range=[0,99]",
  statement: (campaignId: string) => `/api/me/statement?campaignId=${encodeURIComponent(campaignId)}&range=[0,199]`,
  level: "/api/me/level",
  files: "/api/files",
  photoWeek: (campaignId: string) => `/api/me/photos/week?campaignId=${encodeURIComponent(campaignId)}`,
  photos: "/api/me/photos",
  meetups: "/api/me/meetups",
  checkIn: (meetupId: string) => `/api/me/meetups/${encodeURIComponent(meetupId)}/check-in`,
  meetupCalendar: (meetupId: string) => `/api/me/meetups/${encodeURIComponent(meetupId)}/calendar`,
  ranking: (campaignId: string) => `/api/me/ranking?campaignId=${encodeURIComponent(campaignId)}`,
  surveys: "/api/me/surveys",
  survey: (id: string) => `/api/me/surveys/${encodeURIComponent(id)}`,
  surveyAnswers: (id: string) => `/api/me/surveys/${encodeURIComponent(id)}/answers`,
  loginConfig: "/api/login-config"
} as const

/** The OAuth client the learner app is registered as (DESIGN §5.1: the demo registers it). */
export const oauthClient = { id: "learner-web", secret: "demo-learner-secret" } as const
