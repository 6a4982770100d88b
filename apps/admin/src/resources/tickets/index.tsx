import { SupportAgent } from '@mui/icons-material';
import { DataTable, List, SearchInput, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { FORWARD_STATUSES } from '@lsp/contracts';
import { LocalDateField } from '../../common/LocaleFields';

/** Forwarding states in the screen's language, not the API's words. */
const FORWARDING = FORWARD_STATUSES.map((id) => ({ id, name: `lsp.tickets.forwarding.${id}` }));

function TicketList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'id', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <LocalDateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="subject" />
        <DataTable.Col source="area" />
        <DataTable.Col source="createdBy.name" disableSort />
        <DataTable.Col source="company.name" />
        <DataTable.Col source="forwarding.status">
          <SelectField source="forwarding.status" choices={FORWARDING} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function TicketShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="subject" />
        <TextField source="area" />
        <TextField source="description" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="createdBy.name" />
        <TextField source="createdBy.email" />
        <TextField source="company.name" />
        <LocalDateField source="createdAt" showTime />
        <SelectField source="forwarding.status" choices={FORWARDING} />
        <TextField source="forwarding.error" />
      </SimpleShowLayout>
    </Show>
  );
}

export const tickets = { name: 'tickets', list: TicketList, show: TicketShow, icon: SupportAgent, recordRepresentation: 'subject' };
