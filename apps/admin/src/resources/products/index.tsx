import { Inventory2 } from '@mui/icons-material';
import { Create } from 'react-admin';
import { PessimisticEdit } from '../../common/PessimisticEdit';
import { ProductForm } from './ProductForm';
import { ProductList } from './ProductList';

const ProductEdit = () => (
  <PessimisticEdit>
    <ProductForm />
  </PessimisticEdit>
);
const ProductCreate = () => (
  <Create redirect="edit">
    <ProductForm creating />
  </Create>
);

export const products = {
  name: 'products',
  list: ProductList,
  edit: ProductEdit,
  create: ProductCreate,
  icon: Inventory2,
  recordRepresentation: 'productKey',
};
