import type { ComponentType } from "react"
import * as aboutTeam from "./aboutTeam.tsx"
import * as aboutTheTeam from "./aboutTheTeam.tsx"
import * as completeRegister from "./completeRegister.tsx"
import * as onboarding from "./onboarding.tsx"
import * as hotsite from "./hotsite.tsx"
import * as intelFirstAccess from "./intelFirstAccess.tsx"
import * as loginRedirect from "./loginRedirect.tsx"
import * as partnerLanding from "./partnerLanding.tsx"
import * as partnerSignUp from "./partnerSignUp.tsx"
import * as portfolioCourse from "./portfolioCourse.tsx"

type Screen = { Component: ComponentType; loader?: () => Promise<null> }

/**
 * The deployment's face's screens (issue 49), by route, in one chunk the router loads lazily: the
 * app's entry (and the login's JS budget) holds only their paths and this one import.
 */
export const ssoScreens: Readonly<Record<string, Screen>> = { loginRedirect, intelFirstAccess, partnerLanding, partnerSignUp, portfolioCourse, aboutTeam, aboutTheTeam, hotsite, onboarding, completeRegister }
