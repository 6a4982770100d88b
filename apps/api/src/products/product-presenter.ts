import type { ProductData } from '@lsp/contracts';
import type { Product } from './catalogue.entities.js';

/**
 * A catalogue row as the apps read it (docs/domain.md#catalogue), without its price: the
 * customer app's product data and the backoffice's product records share it.
 */
export function presentProduct(p: Product): ProductData {
  return {
    id: p.id,
    productKey: p.productKey ?? null,
    description: { de: p.descriptionDe, en: p.descriptionEn, ...(p.descriptionPl ? { pl: p.descriptionPl } : {}) },
    dhNo: p.dhNo ?? null,
    bxH: p.bxH ?? null,
    width: p.width ?? null,
    height: p.height ?? null,
    ventilationArea: p.ventilationArea ?? null,
    recess: p.recess ?? null,
    imageUrl: p.imageUrl ?? null,
    productGroupId: p.productGroupId,
    productTypeId: p.productTypeId ?? null,
    isRecommended: p.isRecommended,
  };
}
