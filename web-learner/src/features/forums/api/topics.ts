import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { api, apiPage } from "../../../lib/api-client.ts"
import { forumApi } from "./paths.ts"
import type { Deletion, Topic, TopicSummary } from "./types.ts"

/** `GET …/forum/topics`: the course's topics, the latest activity first. */
export const useTopics = (courseId: string) => useQuery({ queryKey: ["forum", courseId], queryFn: () => apiPage<TopicSummary>(forumApi.topics(courseId)) })

/** `GET …/forum/topics/:topicId`: a topic with its posts. */
export const useTopic = (courseId: string, topicId: string) => useQuery({ queryKey: ["forum", courseId, topicId], queryFn: () => api<Topic>(forumApi.topic(courseId, topicId)) })

/** `POST …/forum/topics`: answers the new topic. */
export const useStartTopic = (courseId: string) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { title: string; body: string }) => api<Topic>(forumApi.start(courseId), { method: "POST", idempotent: true, body: input }),
    onSuccess: (topic) => {
      client.setQueryData(["forum", courseId, topic.topicId], topic)
      void client.invalidateQueries({ queryKey: ["forum", courseId], exact: true })
    }
  })
}

export type PostCommand =
  | { readonly kind: "reply"; readonly body: string }
  | { readonly kind: "edit"; readonly postId: string; readonly body: string }
  | { readonly kind: "report"; readonly postId: string }
  | { readonly kind: "delete"; readonly postId: string }

/** Reply, edit, report and delete: each but delete answers the topic as it is after the command. */
export const usePostCommand = (courseId: string, topicId: string) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (c: PostCommand): Promise<Topic | Deletion> =>
      c.kind === "reply"
        ? api<Topic>(forumApi.replies(courseId, topicId), { method: "POST", idempotent: true, body: { body: c.body } })
        : c.kind === "edit"
          ? api<Topic>(forumApi.post(courseId, topicId, c.postId), { method: "PUT", idempotent: true, body: { body: c.body } })
          : c.kind === "report"
            ? api<Topic>(forumApi.report(courseId, topicId, c.postId), { method: "POST", idempotent: true, body: {} })
            : api<Deletion>(forumApi.post(courseId, topicId, c.postId), { method: "DELETE", idempotent: true }),
    onSuccess: (answer) => {
      if ("posts" in answer) client.setQueryData(["forum", courseId, topicId], answer)
      else void client.invalidateQueries({ queryKey: ["forum", courseId, topicId] })
      void client.invalidateQueries({ queryKey: ["forum", courseId], exact: true })
    }
  })
}
