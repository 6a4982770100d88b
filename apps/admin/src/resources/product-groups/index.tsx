import { Category } from '@mui/icons-material';
import { Create } from 'react-admin';
import { PessimisticEdit } from '../../common/PessimisticEdit';
import { ProductGroupForm } from './ProductGroupForm';
import { ProductGroupList } from './ProductGroupList';

const ProductGroupEdit = () => (
  <PessimisticEdit>
    <ProductGroupForm />
  </PessimisticEdit>
);
const ProductGroupCreate = () => (
  <Create redirect="edit">
    <ProductGroupForm creating />
  </Create>
);

export const productGroups = {
  name: 'product-groups',
  list: ProductGroupList,
  edit: ProductGroupEdit,
  create: ProductGroupCreate,
  icon: Category,
  recordRepresentation: 'key',
};
