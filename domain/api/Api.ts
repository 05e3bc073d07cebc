import { HttpApi, OpenApi } from "effect/http-api"
import { AccountsApi } from "./AccountsApi.ts"
import { AdminCommandsApi } from "./AdminCommandsApi.ts"
import { AdminResourcesApi } from "./AdminResourcesApi.ts"
import { AuthApi } from "./AuthApi.ts"
import { FilesApi } from "./FilesApi.ts"
import { MeApi } from "./MeApi.ts"
import { PublicApi } from "./PublicApi.ts"
import { RewardsApi } from "./RewardsApi.ts"
import { FieldApi } from "./FieldApi.ts"
import { ContentApi } from "./ContentApi.ts"
import { SurveysApi } from "./SurveysApi.ts"
import { PodcastsLibraryApi } from "./PodcastsLibraryApi.ts"
import { SenceApi } from "./SenceApi.ts"
import { LoungeApi, LoungeStreamApi } from "./LoungeApi.ts"
import { AuthoringApi } from "./AuthoringApi.ts"
import { ScormApi } from "./ScormApi.ts"
import { BrandingAdminApi, BrandingPublicApi } from "./BrandingApi.ts"
import { ActivityApi } from "./ActivityApi.ts"
import { SsoApi } from "./SsoApi.ts"
import { SiteApi, SiteMeApi } from "./SiteApi.ts"
import { ClassesApi } from "./ClassesApi.ts"
import { Offline2Api } from "./Offline2Api.ts"
import { ApiErrors } from "./security.ts"

/**
 * The HTTP contract (DESIGN §5), shared by the server and the web apps: one group per area, each
 * in its own file. `ApiErrors` comes last so it wraps every endpoint and its other middleware.
 */
export const VitrineApi = HttpApi.make("vitrine")
  .add(AuthApi)
  .add(MeApi)
  .add(AdminResourcesApi)
  .add(AdminCommandsApi)
  .add(FilesApi)
  .add(PublicApi)
  .add(AccountsApi)
  .add(RewardsApi)
  .add(FieldApi)
  .add(ContentApi)
  .add(SurveysApi)
  .add(PodcastsLibraryApi)
  .add(SenceApi)
  .add(LoungeApi)
  .add(LoungeStreamApi)
  .add(AuthoringApi)
  .add(ScormApi)
  .add(BrandingPublicApi)
  .add(BrandingAdminApi)
  .add(ActivityApi)
  .add(SsoApi)
  .add(SiteApi)
  .add(SiteMeApi)
  .add(ClassesApi)
  .add(Offline2Api)
  .middleware(ApiErrors)
  .annotate(OpenApi.Title, "Vitrine API")
  .annotate(OpenApi.Version, "0.1.0")
