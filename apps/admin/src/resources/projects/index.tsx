import { Assignment } from '@mui/icons-material';
import { ProjectEdit } from './ProjectEdit';
import { ProjectList } from './ProjectList';

export const projects = { name: 'projects', list: ProjectList, edit: ProjectEdit, icon: Assignment, recordRepresentation: 'id' };
