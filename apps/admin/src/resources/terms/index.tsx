import { Gavel } from '@mui/icons-material';
import { Stack } from '@mui/material';
import {
  ArrayField,
  ArrayInput,
  ChipField,
  Create,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  SingleFieldList,
  TextInput,
  required,
} from 'react-admin';
import { PessimisticEdit } from '../../common/PessimisticEdit';
import { LocaleNumberInput } from '../../common/LocaleNumberInput';
import { EditToolbar } from '../../common/EditToolbar';

const COUNTRIES = [
  { id: 'de', name: 'de' },
  { id: 'at', name: 'at' },
  { id: 'int', name: 'int' },
];
const TYPES = ['TERMS_OF_SERVICE', 'INSTALLATION_CONDITIONS', 'SALE_AND_DELIVERY_CONDITIONS'].map((id) => ({
  id,
  name: `lsp.terms.types.${id}`,
}));
const LANGUAGES = ['de', 'en', 'pl', 'fr', 'nl'].map((id) => ({ id, name: id }));

function TermsList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="country" source="country" choices={COUNTRIES} alwaysOn />]}
      sort={{ field: 'position', order: 'ASC' }}
    >
      <DataTable rowClick="edit">
        <DataTable.Col source="position" />
        <DataTable.Col source="company" />
        <DataTable.Col source="country" />
        <DataTable.Col source="urls">
          <ArrayField source="urls">
            <SingleFieldList linkType={false}>
              {/* A long address is cut with an ellipsis on a tablet: the edit page shows it whole. */}
              <ChipField source="url" size="small" sx={{ maxWidth: { xs: 220, lg: 480 } }} />
            </SingleFieldList>
          </ArrayField>
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function TermsForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm toolbar={<EditToolbar />}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInput source="id" validate={required()} readOnly={!creating} helperText={creating ? 'dh-de' : false} />
        <TextInput source="company" validate={required()} sx={{ minWidth: 320 }} />
        <SelectInput source="country" choices={COUNTRIES} validate={required()} />
        <LocaleNumberInput source="position" integer />
      </Stack>
      <ArrayInput source="urls">
        <SimpleFormIterator inline>
          <SelectInput source="type" choices={TYPES} validate={required()} />
          <SelectInput source="language" choices={LANGUAGES} validate={required()} />
          <TextInput source="url" validate={required()} sx={{ minWidth: 360 }} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

const TermsEdit = () => (
  <PessimisticEdit>
    <TermsForm />
  </PessimisticEdit>
);
const TermsCreate = () => (
  <Create redirect="list" record={{ urls: [] }}>
    <TermsForm creating />
  </Create>
);

export const terms = { name: 'terms', list: TermsList, edit: TermsEdit, create: TermsCreate, icon: Gavel, recordRepresentation: 'company' };
