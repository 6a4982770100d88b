import type { ReactNode } from 'react';
import { Grid, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { CalculationAnswer, CurrentUser } from '@lsp/contracts';
import { useCalculatorTexts } from '../fields/texts';
import { useCalculator } from '../state/calculator-context';
import { quantityOf } from '../state/form-state';

function DebugTable({
  title,
  rows,
  testId,
  head,
}: {
  title: string;
  rows: [string, ReactNode][] | ReactNode[][];
  testId: string;
  head?: string[];
}) {
  return (
    // Its tables scroll inside their card: on a phone the page itself never gets wider than the screen.
    <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto', minWidth: 0 }} data-testid={testId}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <Table size="small">
        {head && (
          <TableHead>
            <TableRow>
              {head.map((cell) => (
                <TableCell key={cell}>{cell}</TableCell>
              ))}
            </TableRow>
          </TableHead>
        )}
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {row.map((cell, column) => (
                <TableCell key={column} sx={{ fontFamily: 'monospace' }}>
                  {cell ?? '–'}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

const show = (value: unknown): string =>
  value === null || value === undefined ? '–' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The debug view of docs/design.md#calculator-steps: user, products, cables (4 m, 6 m, 12 m), montage and montage location. */
export function DebugView({ user, costs }: { user: CurrentUser; costs: CalculationAnswer | null }) {
  const { state } = useCalculator();
  const { t } = useCalculatorTexts();
  const { answer, values } = state;
  const quote = costs?.costs ?? null;
  return (
    <Grid container spacing={2} data-testid="debug-view">
      <Grid size={{ xs: 12, md: 6 }}>
        <DebugTable
          title={t('debug.user')}
          testId="debug-user"
          rows={[
            ['id', user.id],
            ['name', `${user.firstName} ${user.lastName}`],
            ['email', user.email],
            ['company', `${user.company.id} ${user.company.name}`],
            ['country', user.country],
            ['groups', user.groups.join(', ')],
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DebugTable
          title={t('debug.cables')}
          testId="debug-cables"
          head={['', t('debug.quantity'), t('debug.estimated'), t('debug.adjusted')]}
          rows={(['CABLE-4M', 'CABLE-6M', 'CABLE-12M'] as const).map((key) => [
            key,
            quantityOf(answer, key),
            answer.selectedProducts.find((p) => p.productKey === key)?.estimatedQuantity ?? 0,
            show(values[`custom-length-${key}`]),
          ])}
        />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <DebugTable
          title={t('debug.products')}
          testId="debug-products"
          head={['productKey', 'category', 'quantity', 'estimatedQuantity', 'rules']}
          rows={answer.selectedProducts.map((p) => [
            p.productKey,
            show(p.category),
            p.quantity,
            p.estimatedQuantity,
            p.because.map((b) => b.ruleId).join(', '),
          ])}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DebugTable
          title={t('debug.montage')}
          testId="debug-montage"
          rows={[
            ['montageIncluded', show(values.montageIncluded)],
            ['estimatedInstallationHours', show(quote?.estimatedInstallationHours)],
            ['installationCostsMode', show(quote?.installationCostsMode)],
            ['assemblyCosts', show(quote?.categories.assemblyCosts)],
            ['installationCosts', show(quote?.categories.installationCosts)],
            ['travelCosts', show(quote?.categories.travelCosts)],
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DebugTable
          title={t('debug.montageLocation')}
          testId="debug-montage-location"
          rows={[
            ['country', show(values.country)],
            ['buildingLocation', show(values.buildingLocation)],
            ['montageBuildingLocation', show(values.montageBuildingLocation)],
            ['travelCostsMode', show(quote?.travelCostsMode)],
            ['ruleSet', `${answer.ruleSet.key} v${answer.ruleSet.version}`],
          ]}
        />
      </Grid>
    </Grid>
  );
}
