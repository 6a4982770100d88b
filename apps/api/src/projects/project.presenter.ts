import type {
  Company as CompanyData,
  ProjectData,
  ProjectFileData,
  ProjectOfferData,
  ProjectProductData,
  ProjectSummaryData,
} from '@lsp/contracts';
import type { ProjectFile } from '../files/project-file.entity.js';
import type { Project, ProjectProduct } from './project.entity.js';
import { fromCents } from '@lsp/domain';

const iso = (date: Date) => date.toISOString();

/** Where a document of a project is downloaded (docs/design.md#documents). */
export function filePath(projectId: string, fileId: string): string {
  return `/api/file/${projectId}/${fileId}`;
}

export function presentFile(file: ProjectFile): ProjectFileData {
  return {
    id: file.id,
    name: file.name,
    path: filePath(file.projectId, file.id),
    mediaType: file.mediaType,
    size: Number(file.size),
    uploadedAt: iso(file.uploadedAt),
    uploadedBy: file.uploadedByName,
  };
}

export function presentProduct(product: ProjectProduct): ProjectProductData {
  return {
    projectId: product.projectId,
    productId: product.productId,
    productCategoryId: product.productCategoryId,
    quantity: Number(product.quantity),
    price: product.priceCents === null || product.priceCents === undefined ? null : fromCents(Number(product.priceCents)),
    description: product.description ?? null,
  };
}

/** The enriched project of docs/design.md#form-values, never the entity itself. */
export function presentProject(
  project: Project,
  parts: {
    products: ProjectProduct[];
    files: ProjectFile[];
    company: CompanyData;
    providerMessage?: { text: string; at: Date } | null;
    offer?: ProjectOfferData | null;
  },
): ProjectData {
  return {
    id: project.id,
    name: project.name,
    state: project.state,
    version: project.version,
    products: parts.products.map(presentProduct),
    formValues: project.formValues,
    files: parts.files.map(presentFile),
    createdAt: iso(project.createdAt),
    createdBy: project.createdBy,
    createdByName: project.createdByName,
    owningCompanyId: project.owningCompanyId,
    owningCompany: parts.company,
    lastReportingAt: project.lastReportingAt ? iso(project.lastReportingAt) : null,
    offerNumber: project.offerNumber ?? null,
    orderNumber: project.orderNumber ?? null,
    updatedAt: iso(project.updatedAt),
    ruleSet: project.ruleSetKey && project.ruleSetVersion ? { key: project.ruleSetKey, version: project.ruleSetVersion } : null,
    totalCents: project.totalCents === null || project.totalCents === undefined ? null : Number(project.totalCents),
    pricedQuote: project.pricedQuote ?? null,
    providerMessage: parts.providerMessage ? { text: parts.providerMessage.text, at: iso(parts.providerMessage.at) } : null,
    offer: parts.offer ?? null,
  };
}

export function presentSummary(
  project: Pick<Project, 'id' | 'name' | 'state' | 'createdAt' | 'createdBy' | 'createdByName'>,
  company?: CompanyData,
): ProjectSummaryData {
  return {
    id: project.id,
    name: project.name,
    state: project.state,
    createdAt: iso(project.createdAt),
    createdBy: project.createdBy,
    createdByName: project.createdByName,
    ...(company ? { owningCompany: company } : {}),
  };
}
