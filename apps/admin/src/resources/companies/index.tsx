import { Business } from '@mui/icons-material';
import {
  BulkDeleteButton,
  Create,
  DataTable,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
} from 'react-admin';
import { PessimisticEdit } from '../../common/PessimisticEdit';
import { LocalDateField } from '../../common/LocaleFields';
import { LocaleNumberInput } from '../../common/LocaleNumberInput';
import { EditToolbar } from '../../common/EditToolbar';

/** The countries by their names in the screen's language (react-admin translates the keys). */
const COUNTRIES = ['de', 'at', 'int'].map((id) => ({ id, name: `resources.companies.countries.${id}` }));

function CompanyList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="country" source="country" choices={COUNTRIES} alwaysOn />]}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <DataTable rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="country">
          <SelectField source="country" choices={COUNTRIES} />
        </DataTable.Col>
        <DataTable.Col source="updatedAt">
          <LocalDateField source="updatedAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function CompanyForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm toolbar={<EditToolbar />}>
      <LocaleNumberInput source="id" integer ungrouped validate={required()} readOnly={!creating} />
      <TextInput source="name" validate={required()} sx={{ minWidth: 360 }} />
      <SelectInput source="country" choices={COUNTRIES} validate={required()} />
    </SimpleForm>
  );
}

const CompanyEdit = () => (
  <PessimisticEdit>
    <CompanyForm />
  </PessimisticEdit>
);
const CompanyCreate = () => (
  <Create redirect="list">
    <CompanyForm creating />
  </Create>
);

export const companies = {
  name: 'companies',
  list: CompanyList,
  edit: CompanyEdit,
  create: CompanyCreate,
  icon: Business,
  recordRepresentation: 'name',
};
