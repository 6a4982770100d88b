import { Mail } from '@mui/icons-material';
import { Box } from '@mui/material';
import {
  DataTable,
  List,
  ReferenceField,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import type { OutgoingMailView } from '@lsp/contracts';
import { LocalDateField } from '../../common/LocaleFields';

const STATUSES = ['captured', 'sent', 'failed'].map((id) => ({ id, name: `lsp.mails.status.${id}` }));

function MailList() {
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="status" source="status" choices={STATUSES} alwaysOn />,
        <TextInput key="project" source="projectId" />,
      ]}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <LocalDateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="to" />
        <DataTable.Col source="subject" />
        <DataTable.Col source="projectId">
          <ReferenceField source="projectId" reference="projects" link="edit" emptyText="–" />
        </DataTable.Col>
        <DataTable.Col source="status">
          <SelectField source="status" choices={STATUSES} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** The mail as the recipient sees it, in a frame without scripts. */
function RenderedMail() {
  const mail = useRecordContext<OutgoingMailView>();
  if (!mail) return null;
  return (
    <Box
      component="iframe"
      title={mail.subject}
      sandbox=""
      srcDoc={mail.html}
      sx={{ width: '100%', minHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'white' }}
    />
  );
}

function MailShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="to" />
        <TextField source="subject" />
        <ReferenceField source="projectId" reference="projects" link="edit" emptyText="–" />
        <SelectField source="status" choices={STATUSES} />
        <TextField source="error" />
        <LocalDateField source="createdAt" showTime />
        <RenderedMail />
      </SimpleShowLayout>
    </Show>
  );
}

export const mails = { name: 'mails', list: MailList, show: MailShow, icon: Mail, recordRepresentation: 'subject' };
