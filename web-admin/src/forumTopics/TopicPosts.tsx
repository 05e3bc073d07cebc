import { Box, Divider, Stack, Typography } from "@mui/material"
import { RecordContextProvider, useListContext, useTranslate } from "react-admin"
import { useFormat } from "../format.ts"
import { ForumStatusField } from "./ForumStatusField.tsx"
import { RemovePostButton } from "./RemovePostButton.tsx"

interface Post { id: string; authorName: string | null; body: string; postedAt: string; reports: number; status: string }

/**
 * A topic's posts, oldest first, each with its reports, standing and removal: stacked rather than
 * a table, so a phone reads a long post at full width. Bodies are text, never HTML here.
 */
export const TopicPosts = () => {
  const { data } = useListContext<Post>()
  const translate = useTranslate()
  const f = useFormat()
  return (
    <Stack divider={<Divider flexItem />} spacing={1} data-testid="topic-posts">
      {(data ?? []).map((p) => (
        <RecordContextProvider key={p.id} value={p}>
          <Box component="article" sx={{ py: 1 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
              <Typography variant="subtitle2" component="h3">{p.authorName ?? ""}</Typography>
              <Typography variant="body2" color="text.secondary">{f.date(p.postedAt)}</Typography>
              <Typography variant="body2" color="text.secondary">{translate("resources.forum-posts.fields.reports")}: {p.reports}</Typography>
              <ForumStatusField />
              <RemovePostButton />
            </Stack>
            <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", mt: 0.5 }}>{p.body}</Typography>
          </Box>
        </RecordContextProvider>
      ))}
    </Stack>
  )
}
