import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, Stack, TextField, Typography } from "@mui/material"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback, useState } from "react"
import { Loading, useNotify, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"
import type { LoungeLive as Live } from "../dataProvider.ts"
import { useLiveLounge } from "./useLiveLounge.ts"

/** Reads the live view (with the stream's ticket), then keeps it live. */
export const LoungeLive = ({ classId }: { classId: string }) => {
  const dataProvider = useVitrineProvider()
  const client = useQueryClient()
  const query = useQuery({ queryKey: ["lounge-live", classId], queryFn: () => dataProvider.loungeLive(classId).then((r) => r.data), staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false })
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: ["lounge-live", classId] }), [client, classId])
  if (query.isError) return <Alert severity="error">{(query.error as Error).message}</Alert>
  if (query.data === undefined) return <Loading />
  return <LiveView first={query.data} reload={reload} />
}

const LiveView = ({ first, reload }: { first: Live; reload: () => void }) => {
  const translate = useTranslate()
  const { live, connection } = useLiveLounge(first, reload)
  const waiting = live.questions.filter((q) => q.answer === null)
  const answered = live.questions.filter((q) => q.answer !== null)
  const open = live.status === "open"
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography role="status" variant="body2" sx={{ fontWeight: 600, color: connection === "live" ? "success.dark" : "warning.dark", mb: 1 }}>
        {translate(`vitrine.lounges.${connection}`)}
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, alignItems: "start" }}>
        <section aria-labelledby="lounge-to-answer">
          <Typography id="lounge-to-answer" variant="h6" component="h2">{translate("vitrine.lounges.to_answer", { count: waiting.length })}</Typography>
          {waiting.length === 0 && <Typography variant="body2" color="text.secondary">{translate("vitrine.lounges.none_waiting")}</Typography>}
          <Stack spacing={1} sx={{ mt: 1 }}>
            {waiting.map((q) => <QuestionCard key={q.questionId} classId={live.classId} question={q} open={open} />)}
          </Stack>
          {answered.length > 0 && (
            <>
              <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{translate("vitrine.lounges.answered")}</Typography>
              <Stack spacing={1} sx={{ mt: 1 }}>
                {answered.map((q) => <QuestionCard key={q.questionId} classId={live.classId} question={q} open={open} />)}
              </Stack>
            </>
          )}
        </section>
        <section aria-labelledby="lounge-chat">
          <Typography id="lounge-chat" variant="h6" component="h2">{translate("vitrine.lounges.chat")}</Typography>
          {live.messages.length === 0 && <Typography variant="body2" color="text.secondary">{translate("vitrine.lounges.chat_empty")}</Typography>}
          <List dense aria-labelledby="lounge-chat">
            {live.messages.map((m) => <ChatLine key={m.messageId} classId={live.classId} line={m} open={open} />)}
          </List>
        </section>
      </Box>
    </Box>
  )
}

const useCommand = (run: () => Promise<unknown>, done: string) => {
  const notify = useNotify()
  return useMutation({ mutationFn: run, onSuccess: () => notify(done, { type: "success" }), onError: (e: Error) => notify(e.message, { type: "error" }) })
}

const QuestionCard = ({ classId, question, open }: { classId: string; question: Live["questions"][number]; open: boolean }) => {
  const translate = useTranslate()
  const dataProvider = useVitrineProvider()
  const [answer, setAnswer] = useState("")
  const id = `${classId}:${question.questionId}`
  const send = useCommand(() => dataProvider.answerLoungeQuestion(id, answer.trim()), "vitrine.lounges.answered_done")
  const hide = useCommand(() => dataProvider.hideLoungeQuestion(id), "vitrine.lounges.hidden_done")
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>{question.authorName || question.userId}</Typography>
        <Typography sx={{ overflowWrap: "anywhere" }}>{question.text}</Typography>
        {question.answer !== null && <Alert severity="success" icon={false} sx={{ mt: 1 }}>{question.answer}</Alert>}
        {question.answer === null && open && (
          <Box component="form" sx={{ display: "flex", gap: 1, mt: 1, flexWrap: "wrap" }} onSubmit={(e) => (e.preventDefault(), answer.trim() !== "" && send.mutate())}>
            <TextField size="small" label={translate("vitrine.lounges.answer_label")} value={answer} onChange={(e) => setAnswer(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} sx={{ flex: 1, minWidth: 200 }} />
            <Button type="submit" variant="contained" disabled={send.isPending}>{translate("vitrine.lounges.answer")}</Button>
          </Box>
        )}
        <Button size="small" color="error" disabled={hide.isPending} onClick={() => hide.mutate()} sx={{ mt: 1 }} aria-label={translate("vitrine.lounges.hide_question", { text: question.text.slice(0, 40) })}>
          {translate("vitrine.lounges.hide")}
        </Button>
      </CardContent>
    </Card>
  )
}

const ChatLine = ({ classId, line, open }: { classId: string; line: Live["messages"][number]; open: boolean }) => {
  const translate = useTranslate()
  const dataProvider = useVitrineProvider()
  const hide = useCommand(() => dataProvider.hideLoungeMessage(`${classId}:${line.messageId}`), "vitrine.lounges.hidden_done")
  const block = useCommand(() => dataProvider.blockLoungeLearner(classId, line.userId), "vitrine.lounges.blocked_done")
  const who = line.authorName || line.userId
  return (
    <ListItem disableGutters sx={{ display: "flex", flexWrap: "wrap", gap: 1, borderBottom: 1, borderColor: "divider" }}>
      <Box sx={{ flex: "1 1 12rem", overflowWrap: "anywhere" }}>
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>{who}</Typography> <Typography component="span" variant="body2">{line.text}</Typography>
      </Box>
      <Button size="small" color="error" disabled={hide.isPending} onClick={() => hide.mutate()} aria-label={translate("vitrine.lounges.hide_line", { name: who })}>{translate("vitrine.lounges.hide")}</Button>
      {open && <Chip size="small" variant="outlined" color="warning" clickable disabled={block.isPending} onClick={() => block.mutate()} label={translate("vitrine.lounges.block")} aria-label={translate("vitrine.lounges.block_name", { name: who })} />}
    </ListItem>
  )
}
