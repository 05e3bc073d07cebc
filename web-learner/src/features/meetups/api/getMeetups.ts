import { useQuery } from "@tanstack/react-query"
import type { MyMeetup } from "../../../../../domain/api/field/meetups.ts"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"

export type Meetup = typeof MyMeetup.Type

/** `GET /api/me/meetups`: my country's meetups not yet over, soonest first. */
export const useMeetups = () => useQuery({ queryKey: ["meetups"], queryFn: () => api<ReadonlyArray<Meetup>>(apiPaths.meetups) })
