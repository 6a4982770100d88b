import { defineEntity, p } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';

/** A document attached to a project; the bytes live in the file store under `storageKey`. */
const ProjectFileSchema = defineEntity({
  name: 'ProjectFile',
  tableName: 'project_file',
  properties: {
    id: p.uuid().primary(),
    projectId: p.manyToOne(Project).mapToPk().fieldName('project_id').foreignKeyName('project_file_project_id_fkey').deleteRule('cascade'),
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
  indexes: [{ name: 'project_file_project_index', properties: ['projectId', 'uploadedAt'] }],
});
export class ProjectFile extends ProjectFileSchema.class {}
ProjectFileSchema.setClass(ProjectFile);
export { ProjectFileSchema };
