import { Alert, Box, Card, CardContent, CardHeader, Grid, List, ListItem, ListItemText, Skeleton, Typography } from "@mui/material"
import { useQuery } from "@tanstack/react-query"
import { lazy, Suspense } from "react"
import { Link, Title, usePermissions, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"
import { useFormat } from "../format.ts"

// The chart library is the dashboard's alone: loaded with it, after the shell.
const WeeklyChart = lazy(() => import("./WeeklyChart.tsx"))

const Figure = ({ label, value, to, testId }: { label: string; value: string; to: string; testId: string }) => (
  <Card sx={{ height: "100%" }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary" component="h2">{label}</Typography>
      <Typography variant="h4" component={Link} to={to} data-testid={testId} sx={{ textDecoration: "none", color: "primary.main" }}>{value}</Typography>
    </CardContent>
  </Card>
)

/** The programme at a glance (DESIGN §7): the queues, each open campaign's weeks, what ends soon. */
const Dashboard = () => {
  const translate = useTranslate()
  const f = useFormat()
  const dataProvider = useVitrineProvider()
  const { permissions } = usePermissions<{ role: string; isSuperuser: boolean }>()
  const admin = permissions?.isSuperuser === true || permissions?.role === "admin"
  const { data, error } = useQuery({ queryKey: ["dashboard"], queryFn: () => dataProvider.dashboard().then((r) => r.data), enabled: admin })
  const title = <Title title={translate("ra.page.dashboard")} />
  if (permissions && !admin) {
    return (
      <Box sx={{ mt: 2 }}>{title}<Alert severity="info"><Link to="/sales">{translate("vitrine.dashboard.to_queue")}</Link></Alert></Box>
    )
  }
  if (error) return <Box sx={{ mt: 2 }}>{title}<Alert severity="error">{(error as Error).message}</Alert></Box>
  const pendingFilter = encodeURIComponent(JSON.stringify({ status: "awaiting_approval" }))
  const levelUpFilter = encodeURIComponent(JSON.stringify({ status: "pending" }))
  return (
    <Box sx={{ mt: 2 }}>
      {title}
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate("ra.page.dashboard")}</Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label={translate("vitrine.dashboard.pending_audits")} value={data ? f.number(data.pendingAudits) : "…"} to={`/sales?filter=${pendingFilter}`} testId="pending-audits" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label={translate("vitrine.dashboard.pending_levelups")} value={data ? f.number(data.pendingLevelUps) : "…"} to={`/level-ups?filter=${levelUpFilter}`} testId="pending-levelups" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: "100%" }}>
            <CardHeader title={translate("vitrine.dashboard.ending_soon", { days: data?.endingWithinDays ?? 14 })} slotProps={{ title: { variant: "body2", component: "h2", color: "text.secondary" } }} sx={{ pb: 0 }} />
            <CardContent sx={{ pt: 0 }}>
              {data && data.endingSoon.length === 0 && <Typography variant="body2">{translate("vitrine.dashboard.none_ending")}</Typography>}
              <List dense disablePadding data-testid="ending-soon">
                {data?.endingSoon.map((c) => (
                  <ListItem key={c.id} disableGutters>
                    <ListItemText primary={<Link to={`/campaigns/${encodeURIComponent(c.id)}/show`}>{`${c.name} (${c.country})`}</Link>} secondary={translate("vitrine.dashboard.days_left", { smart_count: c.daysLeft, date: f.date(c.ends) })} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
        {data?.campaigns.map((c) => {
          const current = c.weeks[c.weeks.length - 1]
          const heading = `${c.name} (${c.country})`
          return (
            <Grid key={c.id} size={{ xs: 12, md: 6 }}>
              <Card data-testid="campaign-chart">
                <CardHeader title={heading} slotProps={{ title: { variant: "subtitle1", component: "h2" } }}
                  subheader={current ? translate("vitrine.dashboard.this_week", { week: current.week, sales: f.number(current.sales), points: f.number(current.points) }) : translate("vitrine.dashboard.not_started")} />
                <CardContent>
                  <Suspense fallback={<Skeleton variant="rectangular" height={220} />}>
                    <WeeklyChart weeks={c.weeks} title={heading} />
                  </Suspense>
                </CardContent>
              </Card>
            </Grid>
          )
        })}
      </Grid>
    </Box>
  )
}
export default Dashboard
