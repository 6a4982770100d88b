import { useMediaQuery } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A phone: a screen narrower than MUI's `sm` breakpoint (600 px). Below it tables become stacked
 * cards, dialogs take the whole screen and every control is at least 44 × 44 px.
 */
export const PHONE_MEDIA = '@media (max-width: 599.95px)';

/** True on a phone (see PHONE_MEDIA). */
export function usePhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}

/**
 * On a phone a table shows each row as a card: the header row is hidden and every cell is a line
 * with its column's name (the cell's `data-label`) before the value, so nothing is wider than the
 * screen and inputs in the last columns stay in view. Cells without a label (the row's name,
 * actions) take the line alone. The table keeps its rows and cells, so it still reads as a table.
 */
export const stackedOnPhone: SxProps<Theme> = {
  [PHONE_MEDIA]: {
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    '&, & tbody, & tr': { display: 'block', width: '100%' },
    '& tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
    '& td': { display: 'block', border: 0, py: 0.5, px: 2, textAlign: 'left', whiteSpace: 'normal' },
    '& td[data-label]': {
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 2,
      textAlign: 'right',
    },
    // The column's name wraps when it is long; the value keeps its line.
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      color: 'text.secondary',
      textAlign: 'left',
      whiteSpace: 'normal',
      flexShrink: 1,
    },
    '& td[data-label] > *': { flexShrink: 0 },
    '& td:empty': { display: 'none' },
  },
};
