import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CatalogueChangeRequest, CatalogueCheckAnswer, RuleSetImpactReport } from '@lsp/contracts';
import { apiErrorText, type MessageTree } from '@lsp/i18n';
import { deCalculator } from '@lsp/i18n/messages/de-calculator';
import { deShell } from '@lsp/i18n/messages/de-shell';
import { enCalculator } from '@lsp/i18n/messages/en-calculator';
import { enShell } from '@lsp/i18n/messages/en-shell';
import { JobProgress } from '../../common/JobProgress';
import { useDisplayLocale } from '../../common/LocaleFields';
import { money, totalChange } from '../rule-sets/rule-set-format';
import { useCatalogueChange } from './use-catalogue-change';

type Params = Record<string, string | number>;

/** The backoffice's languages with the libraries' catalogues: the API's problem codes and the calculator's messages. */
const TEXTS = {
  de: { language: 'de' as const, shell: deShell as MessageTree, calculator: deCalculator as unknown as MessageTree },
  en: { language: 'en' as const, shell: enShell as MessageTree, calculator: enCalculator as unknown as MessageTree },
};

/** A calculator message (`component.weatherProtectionUnavailable` {size}) in the screen's language, as customers read it. */
function calculatorText(tree: MessageTree, key: string, params: Params): string {
  let node: unknown = tree;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => String(params[name] ?? match)) : key;
}

function useTexts() {
  const [locale] = useLocaleState();
  const texts = TEXTS[locale === 'en' ? 'en' : 'de'];
  const translate = useTranslate();
  /** A problem of the gate: its code's text, a new error message said as the customer would read it, and the field. */
  const problem = (p: CatalogueCheckAnswer['problems'][number]) => {
    const params: Params = { ...(p.params ?? {}) };
    if (p.key === 'newCalculationError' && typeof params.error === 'string')
      params.error = calculatorText(texts.calculator, params.error, params);
    const text = apiErrorText(texts.shell, texts.language, 'field', { key: p.key, params }) ?? p.message;
    const field = p.path.replace(/^\//, '');
    return `${translate('resources.products.ui.fieldOf', { field: translate(`resources.products.fields.${field}`, { _: field }) })}: ${text}`;
  };
  const message = (m: { key: string; params: Params }) => calculatorText(texts.calculator, m.key, m.params);
  return { problem, message };
}

/** Who the change hits most: projects and reference cases whose total, products or messages change. */
function Largest({ report }: { report: RuleSetImpactReport }) {
  const translate = useTranslate();
  const locale = useDisplayLocale();
  const { message } = useTexts();
  const ui = (key: string) => translate(`resources.products.ui.${key}`);
  return (
    <Table size="small" data-testid="catalogue-largest">
      <TableHead>
        <TableRow>
          <TableCell>{ui('subject')}</TableCell>
          <TableCell align="right">{ui('totalBefore')}</TableCell>
          <TableCell align="right">{ui('totalAfter')}</TableCell>
          <TableCell align="right">{ui('difference')}</TableCell>
          <TableCell>{ui('products')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.largest.map((item) => (
          <TableRow key={`${item.kind}-${item.id}`}>
            <TableCell>{item.kind === 'project' ? item.name : item.id.replace(/\.json$/, '')}</TableCell>
            <TableCell align="right">{money(item.totalBefore, locale, item.currency)}</TableCell>
            <TableCell align="right">{money(item.totalAfter, locale, item.currency)}</TableCell>
            <TableCell align="right">{totalChange(item, locale)}</TableCell>
            <TableCell>
              {item.products.map((p) => `${p.productKey} ${p.before} → ${p.after}`).join(', ')}
              {(item.newErrors ?? []).map((e) => (
                <Typography key={e.key} variant="body2" color="error">
                  {ui('newErrors')}: {message(e)}
                </Typography>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** What the change does to open projects and reference cases, once the job is done; its progress until then. */
function Impact({ report, job }: Pick<ReturnType<typeof useCatalogueChange>, 'report' | 'job'>) {
  const translate = useTranslate();
  if (!report) return <JobProgress job={job} />;
  const counts = (name: 'projects' | 'fixtures') => translate(`resources.products.ui.${name}`, { newErrors: 0, ...report[name] });
  return (
    <Stack spacing={1} data-testid="catalogue-impact">
      <Typography>{counts('projects')}</Typography>
      <Typography>{counts('fixtures')}</Typography>
      {report.distribution.some((b) => b.count > 0) && (
        <Typography variant="body2">
          {translate('resources.products.ui.distribution')}:{' '}
          {report.distribution
            .filter((b) => b.count > 0)
            .map((b) => `${translate(`lsp.impact.buckets.${b.bucket}`, { _: b.bucket })}: ${b.count}`)
            .join(' · ')}
        </Typography>
      )}
      {report.largest.length ? <Largest report={report} /> : <Typography>{translate('resources.products.ui.nothingChanges')}</Typography>}
    </Stack>
  );
}

/**
 * The question before a product is saved or deleted: the gate's verdict (each problem at its
 * field, in the screen's language) and the impact with its progress. Saving is offered only when
 * the gate passes; the server refuses a change it finds problems with anyway.
 */
export function CatalogueChangeDialog({
  change,
  onClose,
  onConfirm,
  busy,
}: {
  change: CatalogueChangeRequest | undefined;
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  const translate = useTranslate();
  const locale = useDisplayLocale();
  const { problem } = useTexts();
  const { check, job, report, error, noImpact } = useCatalogueChange(change);
  const deleting = change?.action === 'delete';
  const ui = (key: string, options?: object) => translate(`resources.products.ui.${key}`, options);
  return (
    <Dialog open={change !== undefined} onClose={onClose} aria-labelledby="catalogue-change-title" maxWidth="md" fullWidth>
      <DialogTitle id="catalogue-change-title">{ui(deleting ? 'deleteTitle' : 'reviewTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {error && <Alert severity="error">{ui('failed', { error })}</Alert>}
          {!check && !error && (
            <Stack spacing={1} data-testid="catalogue-checking">
              <Typography>{ui('checking')}</Typography>
              <LinearProgress aria-label={ui('checking')} />
            </Stack>
          )}
          {check?.ok && (
            <Alert severity="success" data-testid="catalogue-check">
              {ui('checkPassed', { runs: check.runs.toLocaleString(locale) })}
            </Alert>
          )}
          {check && !check.ok && (
            <Alert severity="error" data-testid="catalogue-check">
              {ui('refused', { smart_count: check.problems.length })}
              <List dense>
                {check.problems.map((p) => (
                  <ListItem key={`${p.path}-${p.key}-${String(p.params?.error ?? p.params?.product ?? '')}`}>{problem(p)}</ListItem>
                ))}
              </List>
            </Alert>
          )}
          {!noImpact && (
            <>
              <Typography variant="subtitle1">{ui('impact')}</Typography>
              <Impact report={report} job={job} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        {/* Not offered while the check runs, nor when it refuses: the server would refuse too. Staff
            confirm what they have seen, so not before the impact on open projects is on screen. */}
        {check?.ok && (
          <Button variant="contained" color={deleting ? 'error' : 'primary'} disabled={busy || (!noImpact && !report)} onClick={onConfirm}>
            {ui(deleting ? 'delete' : 'save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
