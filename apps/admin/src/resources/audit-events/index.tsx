import { History } from '@mui/icons-material';
import { Box } from '@mui/material';
import { DataTable, FunctionField, List, SearchInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { AdminAuditEvent } from '@lsp/contracts';
import { LocalDateField, formatDateTime, formatEuro, useDisplayLocale } from '../../common/LocaleFields';

const RESOURCES = ['products', 'product-groups', 'characteristics', 'terms', 'settings', 'companies', 'projects', 'rule-sets'].map(
  (id) => ({ id, name: `resources.${id}.name` }),
);
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Fields whose numbers are names (record ids, references, versions of a record): shown as typed. */
const IDENTIFIER = /^(id|recordId|version|ruleSetVersion|basedOn)$|Id$|Key$/;
/** Fields holding an amount in euros. */
const MONEY = /^price$|Price$/;
const LANGUAGES = ['de', 'en', 'pl'];
const ACTIONS = ['create', 'update', 'delete', 'restore'].map((id) => ({ id, name: `lsp.audit.${id}` }));

/** Field by field: before → after, with the fields' and states' names in the screen's language. */
function Changes() {
  const event = useRecordContext<AdminAuditEvent>();
  const translate = useTranslate();
  const displayLocale = useDisplayLocale();
  if (!event) return null;
  const show = (field: string, value: unknown): string => {
    if (value === undefined) return '';
    // Nothing before (or after) reads as a dash, not as a blank before the arrow.
    if (value === null || value === '') return '–';
    if (field === 'state' && typeof value === 'string') return translate(`lsp.states.${value}`, { _: value });
    // A rule set's status and size in words, not `draft` and a JSON object.
    if (event.resource === 'rule-sets' && field === 'status' && typeof value === 'string')
      return translate(`resources.rule-sets.status.${value}`, { _: value });
    if (event.resource === 'rule-sets' && field === 'summary' && value && typeof value === 'object')
      return translate('resources.rule-sets.summary', value);
    // Ids and keys are names, not quantities: no thousands separator (9901, not 9.901).
    if (typeof value === 'number' && IDENTIFIER.test(field)) return String(value);
    // Prices in euros as money: 1.234,50 € → 690,00 €.
    if (typeof value === 'number' && MONEY.test(field)) return formatEuro(value, displayLocale);
    if (typeof value === 'number') return value.toLocaleString(displayLocale);
    // A moment (published, deleted at) reads as the screen's date and time, not as ISO 8601.
    if (typeof value === 'string' && ISO_MOMENT.test(value)) return formatDateTime(value, displayLocale);
    if (typeof value === 'string') return value;
    // A text in several languages (a description) language by language, not as JSON.
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).every((k) => LANGUAGES.includes(k)))
      return Object.entries(value as Record<string, unknown>)
        .map(([language, text]) => `${translate(`lsp.audit.language.${language}`, { _: language })}: ${show(field, text)}`)
        .join(' · ');
    return JSON.stringify(value);
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
