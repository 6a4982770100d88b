import { Box, Card, CardContent, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { AdminProject, AdminProjectCosts } from '@lsp/contracts';
import { translate as translateText } from '@lsp/i18n';
import { formatDateTime, formatEuro, useDisplayLocale } from '../../common/LocaleFields';

/** What the quote adds to the products, in its order (docs/domain.md#costs): the rows between the lines and the total. */
const CHARGES = ['logisticCosts', 'assemblyCosts', 'installationCosts', 'travelCosts'] as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mt: 2, minWidth: 0 }} data-testid={title.replace('lsp.projects.', 'project-')}>
      <CardHeader title={translate(title)} slotProps={{ title: { variant: 'subtitle1' } }} />
      <CardContent sx={{ pt: 0, px: { xs: 1, sm: 2 } }}>{children}</CardContent>
    </Card>
  );
}

function Rows({ head, rows }: { head: string[]; rows: (string | number | null)[][] }) {
  const translate = useTranslate();
  if (rows.length === 0) return <Typography color="text.secondary">{translate('lsp.projects.none')}</Typography>;
  // On a phone the cells are narrower and long product keys break; a table still too wide scrolls in
  // its card, never the page (docs/backoffice.md#narrow-screens).
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } }, '& .MuiTableCell-body': { overflowWrap: 'anywhere' } }}>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h}>{translate(h)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={i}>
              {row.map((cell, j) => (
                // Amounts and counts stay on one line: "1.290,00 €" is never broken.
                <TableCell key={j} sx={typeof cell === 'number' || /\d\s?€$/.test(String(cell)) ? { whiteSpace: 'nowrap' } : undefined}>
                  {cell ?? '–'}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The figures the project was submitted with, its calculation of today, files and history, below the state form. */
export function ProjectDetails() {
  const project = useRecordContext<AdminProject>();
  const [locale] = useLocaleState();
  const displayLocale = useDisplayLocale();
  const translate = useTranslate();
  // Until the full record arrives react-admin may show the list's summary, which has no details.
  if (!project?.history) return null;
  const count = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 2 });
  // History values: states by their names, numbers as the screen writes them, the rest as recorded.
  const fieldName = (field: string) => translate(`resources.projects.fields.${field}`, { _: field });
  const historyValue = (field: string, value: string | null) =>
    value !== null && field === 'state' ? translate(`lsp.states.${value}`, { _: value }) : value;
  const money = (value: number | null) => (value === null ? null : formatEuro(value, displayLocale));
  const date = (value: string | null) => (value ? formatDateTime(value, displayLocale) : null);
  // A non-standard component by the description the customer gave it: its NS-… key is generated.
  const described = new Map(project.products.filter((p) => p.description).map((p) => [p.productId, p.description!]));
  // The lines, their sum, logistics, montage, installation and travel, and the total: the quote's figures, agreeing to the cent.
  const quoteRows = (costs: AdminProjectCosts) => [
    ...costs.lines.map((l) => [described.get(l.productKey) ?? l.productKey, count(l.quantity), money(l.unitPrice), money(l.total)]),
    [translate('lsp.projects.sumOfComponents'), null, null, money(costs.categories.sumOfComponents ?? null)],
    ...CHARGES.filter((charge) => (costs.categories[charge] ?? 0) !== 0).map((charge) => [
      translate(`lsp.projects.${charge}`),
      null,
      null,
      money(costs.categories[charge] ?? null),
    ]),
    [translate('lsp.projects.total'), null, null, money(costs.total)],
  ];
  // What the customer asked for, and wrote, when sending the project: staff read the answer to a question here.
  const formValue = (key: string) => project.formValues.find((v) => v.key === key)?.value;
  const requestType = formValue('requestType');
  const remarks = formValue('remarks');
  const language = locale === 'en' ? 'en' : 'de';
  return (
    <>
      <Section title="lsp.projects.request">
        <Rows
          head={['lsp.projects.requestType', 'lsp.projects.remarks']}
          rows={[
            [
              typeof requestType === 'string' ? translateText(language, `choices.requestType.${requestType}`) : null,
              typeof remarks === 'string' && remarks.trim() ? remarks : null,
            ],
          ]}
        />
      </Section>
      {project.offeredCosts && (
        <Section title="lsp.projects.offered">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('lsp.projects.offeredAt', { date: date(project.offeredCosts.pricedAt) })}
          </Typography>
          <Rows
            head={['lsp.projects.product', 'lsp.projects.quantity', 'lsp.projects.unitPrice', 'lsp.projects.lineTotal']}
            rows={quoteRows(project.offeredCosts)}
          />
        </Section>
      )}
      <Section title="lsp.projects.calculation">
        {project.costs ? (
          <Rows
            head={['lsp.projects.product', 'lsp.projects.quantity', 'lsp.projects.unitPrice', 'lsp.projects.lineTotal']}
            rows={quoteRows(project.costs)}
          />
        ) : (
          <Typography color="text.secondary">{translate('lsp.projects.notPriced')}</Typography>
        )}
      </Section>
      <Section title="lsp.projects.files">
        <Rows
          head={['lsp.projects.fileName', 'lsp.projects.uploadedBy', 'lsp.projects.at']}
          rows={project.files.map((f) => [f.name, f.uploadedBy, date(f.uploadedAt)])}
        />
      </Section>
      <Section title="lsp.projects.history">
        <Rows
          head={['lsp.projects.field', 'lsp.projects.from', 'lsp.projects.to', 'lsp.projects.by', 'lsp.projects.at']}
          rows={project.history.map((h) => [
            fieldName(h.field),
            historyValue(h.field, h.from),
            // A move to "Nachricht von DH" shows the question the customer was sent.
            h.message ? `${historyValue(h.field, h.to)}: „${h.message}“` : historyValue(h.field, h.to),
            h.userName,
            date(h.at),
          ])}
        />
      </Section>
    </>
  );
}
