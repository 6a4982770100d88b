import { Stack } from '@mui/material';
import {
  DataTable,
  DeleteButton,
  Labeled,
  ReferenceManyField,
  SimpleForm,
  TextInput,
  minValue,
  required,
  useRecordContext,
} from 'react-admin';
import { CharacteristicName, TranslatedInput, useLocalName } from '../../common/Translated';
import { AddCharacteristic } from '../characteristics/AddCharacteristic';
import { LocaleNumberInput } from '../../common/LocaleNumberInput';
import { EditToolbar } from '../../common/EditToolbar';
import type { AdminCharacteristic, AdminProductGroup } from '@lsp/contracts';

/** The group's characteristics, removable here and added one by one. */
function GroupCharacteristics() {
  return (
    <Labeled label="resources.product-groups.fields.characteristics" fullWidth>
      <Stack spacing={1}>
        <ReferenceManyField
          reference="characteristics"
          target="productGroupId"
          sort={{ field: 'characteristicKey', order: 'ASC' }}
          perPage={100}
        >
          <DataTable bulkActionButtons={false} size="small">
            <DataTable.Col
              source="characteristicKey"
              render={(record: AdminCharacteristic) => <CharacteristicName code={record.characteristicKey} />}
            />
            <DataTable.Col>
              <DeleteButton mutationMode="pessimistic" redirect={false} />
            </DataTable.Col>
          </DataTable>
        </ReferenceManyField>
        <AddCharacteristic />
      </Stack>
    </Labeled>
  );
}

/** The category's number, its name in the screen's language beneath (ids 1, 2 say nothing). */
function CategoryInput() {
  const group = useRecordContext<AdminProductGroup>();
  const localName = useLocalName();
  return (
    <LocaleNumberInput
      source="productCategoryId"
      integer
      validate={required()}
      helperText={group?.productCategory ? localName(group.productCategory.description) : undefined}
    />
  );
}

export function ProductGroupForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm toolbar={<EditToolbar />}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <LocaleNumberInput source="id" integer ungrouped validate={required()} readOnly={!creating} />
        <TextInput source="key" validate={required()} />
        <CategoryInput />
        <LocaleNumberInput source="recommendationOrder2" integer validate={minValue(1)} />
      </Stack>
      <TranslatedInput source="description" polish />
      <TextInput source="imageUrl" fullWidth />
      <TextInput source="planningFileUrl" fullWidth />
      {!creating && <GroupCharacteristics />}
    </SimpleForm>
  );
}
