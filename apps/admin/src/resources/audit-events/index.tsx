import { History } from '@mui/icons-material';
import { Box } from '@mui/material';
import {
  DataTable,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextInput,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminAuditEvent } from '@lsp/contracts';
import { LocalDateField } from '../../common/LocaleFields';

const RESOURCES = ['products', 'product-groups', 'characteristics', 'terms', 'settings', 'companies', 'projects', 'rule-sets'].map(
  (id) => ({ id, name: `resources.${id}.name` }),
);
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ACTIONS = ['create', 'update', 'delete', 'restore'].map((id) => ({ id, name: `lsp.audit.${id}` }));

/** Field by field: before → after, with the fields' and states' names in the screen's language. */
function Changes() {
  const event = useRecordContext<AdminAuditEvent>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!event) return null;
  const show = (field: string, value: unknown) => {
    if (value === undefined) return '';
    if (value === null) return '–';
    if (field === 'state' && typeof value === 'string') return translate(`lsp.states.${value}`, { _: value });
    // A rule set's status and size in words, not `draft` and a JSON object.
    if (event.resource === 'rule-sets' && field === 'status' && typeof value === 'string')
      return translate(`resources.rule-sets.status.${value}`, { _: value });
    if (event.resource === 'rule-sets' && field === 'summary' && value && typeof value === 'object')
      return translate('resources.rule-sets.summary', value);
    if (typeof value === 'number') return value.toLocaleString(locale);
    // A moment (published, deleted at) reads as the screen's date and time, not as ISO 8601.
    if (typeof value === 'string' && ISO_MOMENT.test(value)) return new Date(value).toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB');
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return (
    // Long values without spaces (a checksum, a URL) break anywhere: the list fits 1366 px without scrolling sideways.
    <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
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
  const translate = useTranslate();
  // A resource's name is singular and plural in one message ("Produkt |||| Produkte"): the singular here.
  const resourceName = (resource: string) => translate(`resources.${resource}.name`, { smart_count: 1, _: resource });
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput
          key="r"
          source="resource"
          choices={RESOURCES}
          optionText={(choice: { id: string }) => resourceName(choice.id)}
          translateChoice={false}
          alwaysOn
        />,
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
        <DataTable.Col source="resource">
          <FunctionField<AdminAuditEvent> render={(event) => resourceName(event.resource)} />
        </DataTable.Col>
        <DataTable.Col source="recordId" />
        <DataTable.Col source="action">
          <FunctionField<AdminAuditEvent> render={(event) => translate(`lsp.audit.${event.action}`, { _: event.action })} />
        </DataTable.Col>
        <DataTable.Col source="changes" disableSort>
          <Changes />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export const auditEvents = { name: 'audit-events', list: AuditEventList, icon: History, recordRepresentation: 'id' };
