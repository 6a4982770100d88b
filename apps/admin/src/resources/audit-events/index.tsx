import { History } from '@mui/icons-material';
import { Box } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, TextInput, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { AdminAuditEvent } from '@lsp/contracts';
import { LocalDateField } from '../../common/LocaleFields';

const RESOURCES = ['products', 'product-groups', 'characteristics', 'terms', 'settings', 'companies', 'projects', 'rule-sets'].map(
  (id) => ({ id, name: `resources.${id}.name` }),
);
const ACTIONS = ['create', 'update', 'delete', 'restore'].map((id) => ({ id, name: `lsp.audit.${id}` }));

/** Field by field: before → after, with the fields' and states' names in the screen's language. */
function Changes() {
  const event = useRecordContext<AdminAuditEvent>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!event) return null;
  const show = (field: string, value: unknown) => {
    if (value === undefined) return '';
    if (field === 'state' && typeof value === 'string') return translate(`lsp.states.${value}`, { _: value });
    if (typeof value === 'number') return value.toLocaleString(locale);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {Object.entries(event.changes).map(([field, change]) => (
        <li key={field}>
          <b>{translate(`resources.${event.resource}.fields.${field}`, { _: field })}</b>: {show(field, change.from)}
          {change.from !== undefined && change.to !== undefined ? ' → ' : ''}
          {show(field, change.to)}
        </li>
      ))}
    </Box>
  );
}

function AuditEventList() {
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="r" source="resource" choices={RESOURCES} alwaysOn />,
        <SelectInput key="a" source="action" choices={ACTIONS} />,
        <TextInput key="id" source="recordId" />,
      ]}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="at">
          <LocalDateField source="at" showTime />
        </DataTable.Col>
        <DataTable.Col source="userName" />
        <DataTable.Col source="resource" />
        <DataTable.Col source="recordId" />
        <DataTable.Col source="action" />
        <DataTable.Col source="changes" disableSort>
          <Changes />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export const auditEvents = { name: 'audit-events', list: AuditEventList, icon: History, recordRepresentation: 'id' };
