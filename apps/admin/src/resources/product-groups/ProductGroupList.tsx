import { DataTable, List, SearchInput } from 'react-admin';
import type { AdminProductGroup } from '@lsp/contracts';
import { MissingPolish } from '../../common/Translated';

export function ProductGroupList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'id', order: 'ASC' }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="id" />
        <DataTable.Col source="key" />
        <DataTable.Col source="description.de" />
        {/* Polish, or a mark that it is missing and English is shown, as in the product list. */}
        <DataTable.Col source="description.pl" render={(record: AdminProductGroup) => record.description.pl || <MissingPolish />} />
        <DataTable.NumberCol source="productCategoryId" />
        <DataTable.NumberCol source="recommendationOrder2" />
      </DataTable>
    </List>
  );
}
