import {
  PROJECT_FILE_FIELD,
  type ApiErrorBody,
  type Currency,
  type ExportFormat,
  type Language,
  type ProjectFileData,
} from '@lsp/contracts';
import type { ApiClient } from '../../../core/api/api-client';
import { ApiError } from '../../../core/api/api-error';
import type { AuthSession } from '../../../core/auth/auth-session';

/** The file name of a download, from its Content-Disposition header. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

async function failure(response: Response, path: string): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
  const known = body && typeof body.statusCode === 'number' && typeof body.message === 'string' ? body : undefined;
  return new ApiError('status', `${path} answered ${response.status}${known ? `: ${known.message}` : ''}`, {
    status: response.status,
    ...(known ? { body: known } : {}),
  });
}

/** Hands a blob to the browser as a download with the given name. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Project documents and the quote downloads. Downloads need the bearer token, so they are
 * fetched and handed to the browser as files rather than opened as links.
 */
export function documentsApi(api: ApiClient, session: AuthSession) {
  const authorised = async (path: string, init: RequestInit = {}) => {
    const token = await session.accessToken();
    let response: Response;
    try {
      response = await fetch(path, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
    } catch (cause) {
      throw new ApiError('fetch', `${path} failed: ${String(cause)}`, { cause });
    }
    if (!response.ok) throw await failure(response, path);
    return response;
  };
  const download = async (path: string, fallbackName: string) => {
    const response = await authorised(path);
    saveBlob(await response.blob(), fileNameOf(response, fallbackName));
  };
  return {
    list: (projectId: string) => api.get<ProjectFileData[]>(`/api/file/${projectId}`, { schema: 'ProjectFileList' }),
    upload: async (projectId: string, file: File): Promise<ProjectFileData> => {
      const form = new FormData();
      form.append(PROJECT_FILE_FIELD, file, file.name);
      const response = await authorised(`/api/file/${projectId}`, { method: 'POST', body: form });
      return (await response.json()) as ProjectFileData;
    },
    remove: (projectId: string, fileId: string) => api.send<void>('DELETE', `/api/file/${projectId}/${fileId}`),
    download: (file: ProjectFileData) => download(file.path, file.name),
    quote: (projectId: string, format: ExportFormat, lang: Language, currency: Currency) =>
      download(`/api/project/export/${projectId}?format=${format}&lang=${lang}&currency=${currency}`, `${projectId}.${format}`),
  };
}

export type DocumentsApi = ReturnType<typeof documentsApi>;
