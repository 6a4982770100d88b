import { DataTable, List, SearchInput, useLocaleState } from 'react-admin';
import type { AdminProductGroup } from '@lsp/contracts';
import { ListActionsWithColumns, useListColumns } from '../../common/ListColumns';
import { MissingPolish, useLocalName } from '../../common/Translated';

export function ProductGroupList() {
  const [locale] = useLocaleState();
  const localName = useLocalName();
  const columns = useListColumns('product-groups', ['id', 'description.pl', 'recommendationOrder2']);
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'id', order: 'ASC' }}
      actions={<ListActionsWithColumns storeKey={columns.storeKey} />}
    >
      <DataTable rowClick="edit" {...columns}>
        <DataTable.Col source="id" />
        <DataTable.Col source="key" />
        {/* The description in the screen's language. */}
        <DataTable.Col source={`description.${locale === 'en' ? 'en' : 'de'}`} />
        {/* Polish, or a mark that it is missing and English is shown, as in the product list. */}
        <DataTable.Col source="description.pl" render={(record: AdminProductGroup) => record.description.pl || <MissingPolish />} />
        {/* The category by its name, not its id. */}
        <DataTable.Col source="productCategoryId" render={(record: AdminProductGroup) => localName(record.productCategory?.description)} />
        <DataTable.NumberCol source="recommendationOrder2" />
      </DataTable>
    </List>
  );
}
