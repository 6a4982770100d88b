import {
  BooleanInput,
  DataTable,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  Pagination,
  type PaginationProps,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { SEARCH_TOTAL_CAP, type AdminProjectSummary } from '@lsp/contracts';
import { ProjectExportButton } from './ProjectExportButton';
import { STATE_CHOICES } from './project-states';
import { EuroField, LocalDateField, useDisplayLocale } from '../../common/LocaleFields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="state" source="state" choices={STATE_CHOICES} alwaysOn />,
  <ReferenceInput key="company" source="owningCompanyId" reference="companies" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <DateInput key="from" source="createdAt_gte" />,
  <DateInput key="to" source="createdAt_lte" />,
  <BooleanInput key="deleted" source="deleted" />,
];

/** The list's pages; a search with more hits than the API counts says "über 1.000" (docs/projects.md#search). */
function ProjectPagination() {
  const { total } = useListContext();
  const translate = useTranslate();
  const locale = useDisplayLocale();
  const over = total !== undefined && total > SEARCH_TOTAL_CAP;
  const number = (n: number) => n.toLocaleString(locale);
  // Passed on to MUI's TablePagination, whose own label would say "von 1001".
  const label = {
    labelDisplayedRows: ({ from, to }: { from: number; to: number }) =>
      translate('lsp.projects.searchTotalOver', { from: number(from), to: number(to), cap: number(SEARCH_TOTAL_CAP) }),
  } as PaginationProps;
  return <Pagination {...(over ? label : {})} />;
}

export function ProjectList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      pagination={<ProjectPagination />}
      actions={
        <TopToolbar>
          <FilterButton />
          <ProjectExportButton />
        </TopToolbar>
      }
    >
      {/* Narrower cells and short number headings: the list fits a 1366 px laptop without scrolling sideways. */}
      <DataTable rowClick="edit" sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        {/* "C20261126-12" on one line: a project number broken at its dash reads as two. */}
        <DataTable.Col source="id" cellSx={() => ({ whiteSpace: 'nowrap' })} />
        <DataTable.Col source="name" />
        <DataTable.Col source="owningCompanyName" disableSort>
          <ReferenceField source="owningCompanyId" reference="companies" link="edit">
            <TextField source="name" />
          </ReferenceField>
        </DataTable.Col>
        {/* The customer who made it: the search finds projects by it, so the list shows it. */}
        <DataTable.Col source="createdByName" disableSort />
        <DataTable.Col source="state">
          <SelectField source="state" choices={STATE_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="offerNumber" label="resources.projects.fields.offerShort" />
        <DataTable.Col source="orderNumber" label="resources.projects.fields.orderShort" />
        <DataTable.Col source="total">
          <EuroField source="total" />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <LocalDateField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="deletedAt" label="lsp.projects.deleted">
          <FunctionField<AdminProjectSummary> render={(p) => (p.deletedAt ? <LocalDateField source="deletedAt" /> : null)} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
