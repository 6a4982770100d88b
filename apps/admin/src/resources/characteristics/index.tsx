import { Label } from '@mui/icons-material';
import {
  Create,
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { PessimisticEdit } from '../../common/PessimisticEdit';
import { EditToolbar } from '../../common/EditToolbar';
import type { AdminCharacteristic } from '@lsp/contracts';
import { CharacteristicName } from '../../common/Translated';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="group" source="productGroupId" reference="product-groups" alwaysOn>
    <SelectInput optionText="key" />
  </ReferenceInput>,
];

function CharacteristicList() {
  return (
    <List filters={filters} sort={{ field: 'productGroupId', order: 'ASC' }}>
      <DataTable rowClick="edit">
        <DataTable.Col
          source="characteristicKey"
          render={(record: AdminCharacteristic) => <CharacteristicName code={record.characteristicKey} />}
        />
        <DataTable.Col source="productGroupId">
          <ReferenceField source="productGroupId" reference="product-groups" link="edit">
            <TextField source="key" />
          </ReferenceField>
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function CharacteristicForm() {
  return (
    <SimpleForm toolbar={<EditToolbar />}>
      <TextInput source="characteristicKey" validate={required()} helperText="FLUSH_MOUNTING, SURFACE_MOUNTING, QUIET, …" />
      <ReferenceInput source="productGroupId" reference="product-groups" perPage={100}>
        <SelectInput optionText="key" validate={required()} />
      </ReferenceInput>
    </SimpleForm>
  );
}

const CharacteristicEdit = () => (
  <PessimisticEdit>
    <CharacteristicForm />
  </PessimisticEdit>
);
const CharacteristicCreate = () => (
  <Create redirect="list">
    <CharacteristicForm />
  </Create>
);

export const characteristics = {
  name: 'characteristics',
  list: CharacteristicList,
  edit: CharacteristicEdit,
  create: CharacteristicCreate,
  icon: Label,
  recordRepresentation: 'characteristicKey',
};
