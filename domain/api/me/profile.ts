import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import {
  AvatarChoice,
  DeletionRequest,
  Erased,
  Notifications,
  PasswordChange,
  PasswordChanged,
  PasswordPolicy,
  PhoneCode,
  PhoneCodeSent,
  PhoneState,
  PhoneVerificationRequest,
  Profile,
  ProfileUpdate
} from "../accounts/schemas.ts"

/** My data, password, phone and deletion (DESIGN §5.2): always the token's user. */
export const profileEndpoints = {
  profile: HttpApiEndpoint.get("myProfile", "/api/me/profile", { success: Profile }),
  update: HttpApiEndpoint.put("updateMyProfile", "/api/me/profile", { payload: ProfileUpdate, success: Profile }),
  avatar: HttpApiEndpoint.put("setMyAvatar", "/api/me/avatar", { payload: AvatarChoice, success: Profile }),
  removeAvatar: HttpApiEndpoint.delete("removeMyAvatar", "/api/me/avatar", { success: Profile }),
  notifications: HttpApiEndpoint.put("setMyNotifications", "/api/me/notifications", { payload: Notifications, success: Notifications }),
  passwordPolicy: HttpApiEndpoint.get("myPasswordPolicy", "/api/me/password-policy", { success: PasswordPolicy }),
  password: HttpApiEndpoint.put("changeMyPassword", "/api/me/password", { payload: PasswordChange, success: PasswordChanged }),
  phone: HttpApiEndpoint.get("myPhone", "/api/me/phone", { success: PhoneState }),
  verifyPhone: HttpApiEndpoint.post("sendPhoneCode", "/api/me/phone/verification", {
    payload: PhoneVerificationRequest,
    success: PhoneCodeSent.pipe(HttpApiSchema.status(202))
  }),
  confirmPhone: HttpApiEndpoint.post("confirmPhone", "/api/me/phone/verification/confirm", { payload: PhoneCode, success: PhoneState }),
  deletion: HttpApiEndpoint.post("deleteMe", "/api/me/deletion", { payload: DeletionRequest, success: Erased })
}
