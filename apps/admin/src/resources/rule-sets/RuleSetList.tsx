import { useRef } from 'react';
import { Button } from '@mui/material';
import { Add } from '@mui/icons-material';
import { Chip } from '@mui/material';
import {
  DataTable,
  FunctionField,
  List,
  SearchInput,
  ColumnsButton,
  SelectInput,
  TopToolbar,
  useCreate,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { AdminRuleSetVersion } from '@lsp/contracts';
import { useListColumns } from '../../common/ListColumns';
import { LocalDateField } from '../../common/LocaleFields';

const STATUSES = ['draft', 'published', 'archived'].map((id) => ({ id, name: `resources.rule-sets.status.${id}` }));

export function StatusChip({ status }: { status: AdminRuleSetVersion['status'] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`resources.rule-sets.status.${status}`)}
      color={status === 'published' ? 'success' : status === 'draft' ? 'warning' : 'default'}
    />
  );
}

/** A new draft, a copy of the published version, opened in the editor. */
function NewDraftButton() {
  const translate = useTranslate();
  const [create, { isPending }] = useCreate<AdminRuleSetVersion>();
  const redirect = useRedirect();
  const notify = useNotify();
  // A double click makes one draft: the second click comes before the button is disabled.
  const creating = useRef(false);
  return (
    <Button
      size="small"
      startIcon={<Add />}
      disabled={isPending}
      onClick={() => {
        if (creating.current) return;
        creating.current = true;
        void create(
          'rule-sets',
          { data: { key: 'lift-shaft', changeNote: '' } },
          {
            onSuccess: (record) => redirect('edit', 'rule-sets', record.id),
            onError: (error) => {
              creating.current = false;
              notify((error as Error).message, { type: 'error' });
            },
          },
        );
      }}
    >
      {translate('resources.rule-sets.ui.newDraft')}
    </Button>
  );
}

export function RuleSetList() {
  const columns = useListColumns('rule-sets', ['key', 'createdByName', 'publishedAt']);
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={STATUSES} alwaysOn />]}
      sort={{ field: 'id', order: 'DESC' }}
      actions={
        <TopToolbar>
          <ColumnsButton storeKey={columns.storeKey} />
          <NewDraftButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick="edit" bulkActionButtons={false} {...columns}>
        <DataTable.Col source="id" />
        <DataTable.Col source="key" />
        <DataTable.Col source="ruleSetVersion" />
        <DataTable.Col source="status">
          <FunctionField<AdminRuleSetVersion> render={(r) => <StatusChip status={r.status} />} />
        </DataTable.Col>
        <DataTable.Col source="changeNote" disableSort />
        <DataTable.Col source="createdByName" disableSort />
        <DataTable.Col source="updatedAt">
          <LocalDateField source="updatedAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="publishedAt">
          <LocalDateField source="publishedAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
