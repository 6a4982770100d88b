import { BulkDeleteButton, BooleanField, BooleanInput, DataTable, List, ReferenceField, ReferenceInput, SearchInput, SelectInput, TextField } from 'react-admin';
import { EuroField } from '../../common/LocaleFields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="group" source="productGroupId" reference="product-groups" alwaysOn>
    <SelectInput optionText="description.de" />
  </ReferenceInput>,
  <BooleanInput key="recommended" source="isRecommended" />,
];

export function ProductList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }} perPage={25}>
      <DataTable rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        <DataTable.Col source="id" />
        <DataTable.Col source="productKey" />
        <DataTable.Col source="description.de" />
        <DataTable.Col source="productGroupId">
          <ReferenceField source="productGroupId" reference="product-groups" link="edit">
            <TextField source="key" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.NumberCol source="ventilationArea" />
        <DataTable.Col source="isRecommended"><BooleanField source="isRecommended" /></DataTable.Col>
        <DataTable.Col source="price"><EuroField source="price" /></DataTable.Col>
      </DataTable>
    </List>
  );
}
