import { Search } from '@mui/icons-material';
import { InputAdornment, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PROJECT_VIEWS, type ProjectView } from '@lsp/contracts';

interface ExplorerToolbarProps {
  search: string;
  onSearchChange(search: string): void;
  view: ProjectView;
  onViewChange(view: ProjectView): void;
}

/** Search by project id and the All / Own / Company filter (docs/design.md#project-explorer). */
export function ExplorerToolbar({ search, onSearchChange, view, onViewChange }: ExplorerToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <TextField
        type="search"
        size="small"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        label={t('projectExplorer.search')}
        placeholder={t('projectExplorer.searchPlaceholder')}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 100 },
        }}
        sx={{ minWidth: { sm: 320 } }}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={view}
        onChange={(_event, next: ProjectView | null) => next && onViewChange(next)}
        aria-label={t('projectExplorer.view')}
      >
        {PROJECT_VIEWS.map((option) => (
          <ToggleButton key={option} value={option} sx={{ px: 2 }}>
            {t(`projectExplorer.views.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
