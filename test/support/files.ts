import type { ProjectFileData } from '@lsp/contracts';
import type { TestServer } from './test-server.js';

/** A file part of a multipart upload. */
export interface UploadPart {
  bytes: Buffer;
  name: string;
  /** The type the client claims; the API ignores it. */
  type?: string;
  field?: string;
}

/** The project document API as one user calls it. */
export function filesAs(server: TestServer, token: string | undefined) {
  return {
    upload(projectId: string, ...parts: UploadPart[]) {
      const form = new FormData();
      for (const part of parts)
        form.append(
          part.field ?? 'file',
          new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'application/octet-stream' }),
          part.name,
        );
      return server.api(`/api/file/${projectId}`, { method: 'POST', token, body: form });
    },
    list: (projectId: string) => server.api(`/api/file/${projectId}`, { token }),
    download: (projectId: string, fileId: string) => server.api(`/api/file/${projectId}/${fileId}`, { token }),
    delete: (projectId: string, fileId: string) => server.api(`/api/file/${projectId}/${fileId}`, { method: 'DELETE', token }),
    async uploaded(projectId: string, part: UploadPart): Promise<ProjectFileData> {
      const response = await this.upload(projectId, part);
      if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as ProjectFileData;
    },
  };
}
