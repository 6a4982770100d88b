import { Rule } from '@mui/icons-material';
import { RuleSetEdit } from './RuleSetEdit';
import { RuleSetList } from './RuleSetList';

export const ruleSets = { name: 'rule-sets', list: RuleSetList, edit: RuleSetEdit, icon: Rule, recordRepresentation: 'id' };
