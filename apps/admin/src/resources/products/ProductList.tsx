import {
  BulkDeleteButton,
  BooleanField,
  BooleanInput,
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  useLocaleState,
} from 'react-admin';
import type { AdminProduct, AdminProductGroup } from '@lsp/contracts';
import { ListActionsWithColumns, useListColumns } from '../../common/ListColumns';
import { EuroField, useDisplayLocale } from '../../common/LocaleFields';
import { MissingPolish, useLocalName } from '../../common/Translated';

/** The product group filter, its groups named in the screen's language. */
function GroupFilter(props: { source: string; alwaysOn?: boolean }) {
  const localName = useLocalName();
  return (
    <ReferenceInput {...props} reference="product-groups">
      <SelectInput optionText={(group: AdminProductGroup) => localName(group.description)} />
    </ReferenceInput>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <GroupFilter key="group" source="productGroupId" alwaysOn />,
  <BooleanInput key="recommended" source="isRecommended" />,
];

export function ProductList() {
  const displayLocale = useDisplayLocale();
  const [locale] = useLocaleState();
  const columns = useListColumns('products', ['id', 'description.pl', 'ventilationArea', 'isRecommended']);
  return (
    <List
      filters={filters}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
      actions={<ListActionsWithColumns storeKey={columns.storeKey} />}
    >
      {/* Narrower cells, as in the projects list: nine columns fit a 1366 px laptop without scrolling sideways. */}
      <DataTable
        rowClick="edit"
        bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
        sx={{ '& .MuiTableCell-root': { px: 1 } }}
        {...columns}
      >
        <DataTable.Col source="id" />
        <DataTable.Col source="productKey" />
        <DataTable.Col source={`description.${locale === 'en' ? 'en' : 'de'}`} />
        {/* Polish, or a mark that it is missing and English is shown, so staff see what to complete. */}
        <DataTable.Col source="description.pl" render={(record: AdminProduct) => record.description.pl || <MissingPolish />} />
        <DataTable.Col source="productGroupId">
          <ReferenceField source="productGroupId" reference="product-groups" link="edit">
            <TextField source="key" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.NumberCol source="ventilationArea" locales={displayLocale} />
        <DataTable.Col source="isRecommended">
          <BooleanField source="isRecommended" />
        </DataTable.Col>
        <DataTable.Col source="price">
          <EuroField source="price" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
