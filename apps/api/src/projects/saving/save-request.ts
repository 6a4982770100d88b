import type { KeyedFieldProblem, NonStandardComponentData, SaveProjectRequest } from '@lsp/contracts';
import { checkFormValues } from '@lsp/domain';
import { ApiError } from '../../common/api-error.js';

/**
 * The request's own checks, before anything is read: form values the calculator would refuse,
 * products of another project or given twice, and non-standard components without their text or price.
 */
export function checkSaveRequest(request: SaveProjectRequest): void {
  const problems: KeyedFieldProblem[] = checkFormValues(request.formValues);
  const seen = new Set<string>();
  request.products.forEach((p, index) => {
    const at = `/products/${index}`;
    if (p.projectId && request.id && p.projectId !== request.id)
      problems.push({
        path: `${at}/projectId`,
        key: 'otherProject',
        params: { value: p.projectId },
        message: `belongs to ${p.projectId}, not ${request.id}`,
      });
    if (seen.has(`${p.productCategoryId}/${p.productId}`))
      problems.push({
        path: `${at}/productId`,
        key: 'duplicate',
        params: { value: p.productId },
        message: `${p.productId} is given twice`,
      });
    seen.add(`${p.productCategoryId}/${p.productId}`);
    if (p.productCategoryId === 'VENTCOMP' && !/^\d{1,9}$/.test(p.productId))
      problems.push({ path: `${at}/productId`, key: 'pattern', message: 'must be a catalogue product id' });
    if (p.productCategoryId === 'NONSTANDARDCOMPONENTS') {
      if (!p.description?.trim())
        problems.push({ path: `${at}/description`, key: 'required', message: 'is required for a non-standard component' });
      if (p.price === undefined || p.price === null)
        problems.push({ path: `${at}/price`, key: 'required', message: 'is required for a non-standard component' });
    }
  });
  if (problems.length) throw ApiError.badRequest(`The project has invalid fields: ${problems.map((p) => p.path).join(', ')}`, problems);
}

/** The request's non-standard components, as the calculation prices them. */
export function nonStandardOf(request: SaveProjectRequest): NonStandardComponentData[] {
  return request.products
    .filter((p) => p.productCategoryId === 'NONSTANDARDCOMPONENTS')
    .map((p) => ({ productId: p.productId, description: p.description!, price: p.price!, quantity: p.quantity }));
}

/** A form value of the request, by key. */
export const requestValue = (request: SaveProjectRequest, key: string): unknown => request.formValues.find((v) => v.key === key)?.value;
