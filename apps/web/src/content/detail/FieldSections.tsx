import { Box, Paper, Typography } from '@mui/material';
import type { ContentType } from '@rh/core/content';
import type { Item } from '../api/types.ts';
import { FieldDisplay } from '../fields/FieldDisplay.tsx';
import { detailSections } from './detail-model.ts';

/** The item's fields, section by section as the type lays them out, as label–value pairs. */
export function FieldSections({ type, item }: { type: ContentType; item: Item }) {
  return (
    <>
      {detailSections(type).map((section) => (
        <Paper
          key={section.title}
          component="section"
          variant="outlined"
          aria-label={section.title}
          sx={{ p: { xs: 2, md: 3 }, mb: 2 }}
        >
          <Typography variant="h6" component="h2" gutterBottom>
            {section.title}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 220px) 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.5, sm: 1.5 },
              m: 0,
            }}
          >
            {section.fields.map((field) => (
              <Box key={field.name} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { sm: 0.25 } }}>
                  {field.label}
                </Typography>
                <Box component="dd" sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, minWidth: 0 }}>
                  <FieldDisplay field={field} value={item.data[field.name]} refs={item.refs} />
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </>
  );
}
