import { Chip, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  minValue,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminProduct, AdminProductGroup } from '@lsp/contracts';
import { CharacteristicName, TranslatedInput, useLocalName } from '../../common/Translated';
import { LocaleNumberInput } from '../../common/LocaleNumberInput';
import { ProductToolbar } from './ProductToolbar';

/** The group's characteristics: read-only here, edited on the product group. */
function GroupCharacteristics() {
  const record = useRecordContext<AdminProduct>();
  const translate = useTranslate();
  if (!record?.characteristics?.length) return null;
  return (
    // Wraps: a group with many characteristics must not widen the whole form past the screen.
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2, maxWidth: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.products.fields.characteristics')}:
      </Typography>
      {record.characteristics.map((c) => (
        <Chip key={c} label={<CharacteristicName code={c} />} size="small" />
      ))}
    </Stack>
  );
}

export function ProductForm({ creating = false }: { creating?: boolean }) {
  const localName = useLocalName();
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<ProductToolbar />} warnWhenUnsavedChanges>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <LocaleNumberInput source="id" integer ungrouped validate={required()} readOnly={!creating} />
        <TextInput source="productKey" />
        <ReferenceInput source="productGroupId" reference="product-groups" perPage={100}>
          <SelectInput optionText={(group: AdminProductGroup) => localName(group.description)} validate={required()} />
        </ReferenceInput>
        <TextInput source="dhNo" />
      </Stack>
      <GroupCharacteristics />
      <TranslatedInput source="description" polish />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
        {/* An example, not a value: said as one ("z. B. 360x360"). */}
        <TextInput source="bxH" helperText={translate('resources.products.hints.bxH')} />
        {/* Whole millimetres (the product schema's integers): 36,5 is refused at the field. */}
        <LocaleNumberInput source="width" integer validate={minValue(0)} />
        <LocaleNumberInput source="height" integer validate={minValue(0)} />
        <LocaleNumberInput source="ventilationArea" integer validate={minValue(0)} sx={{ minWidth: 220 }} />
        <LocaleNumberInput source="recess" integer validate={minValue(0)} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <LocaleNumberInput source="price" maxDecimals={2} decimals={2} minimumDecimals={2} validate={[required(), minValue(0)]} />
        <BooleanInput source="isRecommended" />
      </Stack>
      <TextInput source="imageUrl" fullWidth />
    </SimpleForm>
  );
}
