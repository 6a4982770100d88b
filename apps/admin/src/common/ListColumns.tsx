import { useMediaQuery, type Theme } from '@mui/material';
import { ColumnsButton, CreateButton, ExportButton, FilterButton, TopToolbar } from 'react-admin';

/**
 * Below a laptop's width (MUI's lg, 1200 px) a list shows its main columns and hides its secondary
 * ones, which the "Spalten" button brings back; the choice is kept per list and width in the
 * browser. So the backoffice fits a 768 px tablet without scrolling sideways (docs/backoffice.md).
 * `secondary` names the columns by their `source`.
 */
export function useListColumns(list: string, secondary: readonly string[]): { storeKey: string; hiddenColumns: string[] } {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('lg'));
  return narrow ? { storeKey: `${list}.narrow`, hiddenColumns: [...secondary] } : { storeKey: `${list}.wide`, hiddenColumns: [] };
}

/** A list's usual actions (filters, create, export) and the column chooser of its table. */
export function ListActionsWithColumns({
  storeKey,
  create = true,
  filters = true,
}: {
  storeKey: string;
  create?: boolean;
  filters?: boolean;
}) {
  return (
    <TopToolbar>
      <ColumnsButton storeKey={storeKey} />
      {filters && <FilterButton />}
      {create && <CreateButton />}
      <ExportButton />
    </TopToolbar>
  );
}
