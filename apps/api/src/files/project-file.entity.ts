import { defineEntity, p } from '@mikro-orm/core';

/** A document attached to a project; the bytes live in the file store under `storageKey`. */
const ProjectFileSchema = defineEntity({
  name: 'ProjectFile',
  tableName: 'project_file',
  properties: {
    id: p.uuid().primary(),
    projectId: p.string().length(30),
    /** The name the user uploaded it under, cleaned of any path. */
    name: p.string().length(255),
    /** Judged from the content, not from the name. */
    mediaType: p.string().length(120),
    size: p.bigint('number'),
    sha256: p.string().length(64),
    storageKey: p.string().length(300),
    uploadedBy: p.string().length(200),
    uploadedByName: p.string().length(200),
    uploadedAt: p.datetime(),
  },
});
export class ProjectFile extends ProjectFileSchema.class {}
ProjectFileSchema.setClass(ProjectFile);
export { ProjectFileSchema };
