import { useMemo, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { numberLocaleOf } from '@lsp/domain';
import { usePhone } from '../../../components/layout/phone';
import { useCalculatorTexts } from '../fields/texts';
import { numberText, type NonStandardComponent } from '../state/form-state';
import { mergeByField, NON_STANDARD_KEY, type MergeSide } from './field-merge';

export interface ConflictAction {
  label: string;
  onClick(): void;
  primary?: boolean;
}

interface ConflictDialogProps {
  title: string;
  /** Who saved the other version and when, or where the other version comes from. */
  intro: ReactNode;
  base: MergeSide;
  mine: MergeSide;
  theirs: MergeSide;
  /** What the columns call each side ("In diesem Fenster", "Gespeichert"). */
  mineHeading: string;
  theirsHeading: string;
  /** The person's choices: keep mine, take theirs, and (offline drafts, issue 46) keep mine as a copy. */
  actions: readonly ConflictAction[];
  busy?: boolean;
  /**
   * Whether one of the actions merges by field, so a row may say which side's value the merge keeps
   * ("Ihre Eingabe gilt", "bleibt"); without a merge the rows say only where a field changed.
   */
  merging?: boolean;
}

/**
 * Two versions of one project's entries side by side, field by field, for the person to choose
 * what happens (docs/calculator-saving.md#two-windows-save-one-project): every field that differs
 * from the common base, under its name from the label catalogue, with both values in the screen's
 * format, and the fields both sides changed marked, since there "mine" replaces "theirs". It
 * decides nothing itself: the caller's actions say what the choices are.
 */
export function ConflictDialog({
  title,
  intro,
  base,
  mine,
  theirs,
  mineHeading,
  theirsHeading,
  actions,
  busy,
  merging = true,
}: ConflictDialogProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const valueText = useValueText();
  const { fieldLabel } = useCalculatorTexts();
  const merge = useMemo(() => mergeByField(base, mine, theirs), [base, mine, theirs]);
  const label = (key: string) => (key === NON_STANDARD_KEY ? t('calculator.section.nonStandard') : fieldLabel(key));
  const rows = [
    ...merge.both.map((key) => ({ key, kind: 'both' as const })),
    ...merge.mine.map((key) => ({ key, kind: 'mine' as const })),
    ...merge.theirs.map((key) => ({ key, kind: 'theirs' as const })),
  ];
  return (
    <Dialog
      fullScreen={phone}
      open
      maxWidth="md"
      aria-labelledby="conflict-title"
      aria-describedby="conflict-intro"
      data-testid="save-conflict"
    >
      <DialogTitle id="conflict-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="conflict-intro" component="div">
          {intro}
        </DialogContentText>
        {rows.length > 0 && (
          <Table size="small" sx={{ mt: 2 }} aria-label={t('calculator.conflict.fields')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('calculator.conflict.field')}</TableCell>
                <TableCell>{mineHeading}</TableCell>
                <TableCell>{theirsHeading}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ key, kind }) => (
                <TableRow key={key} data-field={key} data-kind={kind}>
                  <TableCell component="th" scope="row">
                    {label(key)}
                    <Typography
                      variant="body2"
                      color={kind === 'both' ? 'warning.dark' : 'text.secondary'}
                      fontWeight={kind === 'both' ? 600 : undefined}
                    >
                      {t(`calculator.conflict.${merging ? 'kind' : 'changedIn'}.${kind}`)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={kind === 'theirs' ? { color: 'text.secondary' } : undefined}>{valueText(key, mine.values[key])}</TableCell>
                  <TableCell sx={kind !== 'theirs' ? { color: 'text.secondary' } : undefined}>
                    {valueText(key, theirs.values[key])}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions.map((action) => (
          <Button key={action.label} onClick={action.onClick} variant={action.primary ? 'contained' : 'text'} disabled={busy}>
            {action.label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}

/** A value as the calculator shows it: numbers in the screen's language, choices by their names, yes or no, the components listed. */
function useValueText() {
  const { t, i18n } = useTranslation();
  const { optionLabel } = useCalculatorTexts();
  const locale = numberLocaleOf(i18n.language);
  return (key: string, value: unknown): string => {
    if (key === NON_STANDARD_KEY)
      return (value as readonly NonStandardComponent[] | undefined)?.map((c) => `${c.quantity} × ${c.description}`).join(', ') || '–';
    if (typeof value === 'number') return numberText(value, locale, key);
    if (typeof value === 'boolean') return value ? t('why.yes') : t('why.no');
    return optionLabel(key, value);
  };
}
