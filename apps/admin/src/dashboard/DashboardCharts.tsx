import { Card, CardContent, CardHeader, Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AdminDashboard } from '@lsp/contracts';

function ChartCard({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardHeader title={translate(title)} slotProps={{ title: { variant: 'subtitle1' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

/** Project counts are whole numbers from 0, also while there are none (no 0.25 steps), written in the screen's language. */
const countAxis = (locale: string) =>
  ({ min: 0, tickMinStep: 1, valueFormatter: (value: number) => value.toLocaleString(locale) }) as const;

/** A month of the figures (`2026-05`) as the screen's language writes it: "Mai 2026", "May 2026". */
const monthOf = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** Projects by state and by month, the pipeline's quoted value and the most quoted products. */
export function DashboardCharts({ figures }: { figures: AdminDashboard }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const COUNT_AXIS = countAxis(locale);
  const euros = (value: number | null) =>
    (value ?? 0).toLocaleString(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const state = (s: string) => translate(`lsp.states.${s}`);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="lsp.charts.byState" testId="chart-by-state">
          {/* Bars across, names on the left: side by side the axis dropped names that did not fit. */}
          <BarChart
            height={300}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: figures.byState.map((s) => state(s.state)), width: 130 }]}
            xAxis={[COUNT_AXIS]}
            series={[{ data: figures.byState.map((s) => s.projects), label: translate('lsp.charts.projects') }]}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="lsp.charts.byMonth" testId="chart-by-month">
          {/* Room on the right: the last month's label is centred on the edge and was cut to "202…". */}
          <LineChart
            height={260}
            margin={{ right: 32 }}
            xAxis={[
              {
                scaleType: 'point',
                data: figures.byMonth.map((m) => m.month),
                valueFormatter: (month: string) => monthOf(month, locale),
                // Every second month, counted back from the latest, so the current month always has its label.
                tickLabelInterval: (_month: string, index: number) => (figures.byMonth.length - 1 - index) % 2 === 0,
              },
            ]}
            yAxis={[COUNT_AXIS]}
            series={[{ data: figures.byMonth.map((m) => m.projects), label: translate('lsp.charts.projects') }]}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <ChartCard title="lsp.charts.pipeline" testId="chart-pipeline">
          <Typography variant="h5" data-testid="pipeline-total">
            {euros(figures.pipeline.quotedTotal)}
          </Typography>
          <Typography color="text.secondary">{translate('lsp.charts.pipelineProjects', { count: figures.pipeline.projects })}</Typography>
          <PieChart
            height={200}
            series={[
              {
                data: figures.pipeline.byState.map((s, id) => ({ id, value: s.quotedTotal, label: state(s.state) })),
                valueFormatter: (v) => euros(v.value),
              },
            ]}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <ChartCard title="lsp.charts.topProducts" testId="chart-top-products">
          {figures.topProducts.length === 0 ? (
            <Typography color="text.secondary">{translate('lsp.charts.empty')}</Typography>
          ) : (
            <BarChart
              height={300}
              layout="horizontal"
              margin={{ left: 40 }}
              xAxis={[COUNT_AXIS]}
              yAxis={[{ scaleType: 'band', data: figures.topProducts.map((p) => p.productKey ?? p.productId), width: 140 }]}
              series={[{ data: figures.topProducts.map((p) => p.projects), label: translate('lsp.charts.projects') }]}
            />
          )}
        </ChartCard>
      </Grid>
    </Grid>
  );
}
