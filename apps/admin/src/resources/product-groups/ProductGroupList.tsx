import { DataTable, List, SearchInput } from 'react-admin';

export function ProductGroupList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'id', order: 'ASC' }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="id" />
        <DataTable.Col source="key" />
        <DataTable.Col source="description.de" />
        <DataTable.NumberCol source="productCategoryId" />
        <DataTable.NumberCol source="recommendationOrder2" />
      </DataTable>
    </List>
  );
}
