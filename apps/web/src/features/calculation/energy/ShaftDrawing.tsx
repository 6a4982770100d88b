import { memo } from 'react';
import { Box } from '@mui/material';

/**
 * The shaft in plan and section. The markup is built by `shaftDrawing` (libs/domain), which
 * escapes every text it writes, so it is safe to insert as it is.
 */
export const ShaftDrawing = memo(function ShaftDrawing({ svg, testId = 'shaft-drawing' }: { svg: string; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{ '& svg': { width: '100%', height: 'auto', display: 'block' } }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
});
