import { Box, Link, Paper, Typography } from '@mui/material';
import type { AboutBlock } from '@rh/core/areas';
import { findContentType } from '@rh/core/content';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../routes/table.ts';
import { AccessTable, WorkflowSteps } from './AboutDeclared.tsx';

interface DashboardAboutProps {
  blocks: readonly AboutBlock[];
  /** The level of the blocks' headings, as the dashboard's tiles. */
  heading: 'h2' | 'h3';
}

function TextBlock({ block }: { block: Extract<AboutBlock, { kind: 'text' }> }) {
  const links = (block.links ?? []).map(({ route, label }) => ({ to: pathTo(route), label }));
  return (
    <>
      {block.paragraphs.map((paragraph) => (
        <Typography key={paragraph} variant="body2" sx={{ mb: 1.5 }}>
          {paragraph}
        </Typography>
      ))}
      {links.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {links.map(({ to, label }) => (
            <li key={to}>
              <Link component={RouterLink} to={to} underline="always" variant="body2">
                {label}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

function Block({ block, heading }: { block: AboutBlock; heading: 'h2' | 'h3' }) {
  const id = useId();
  const type = block.kind === 'text' ? undefined : findContentType(block.type);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      data-about={block.kind}
      sx={{ p: 2, minWidth: 0, gridColumn: { xs: 'auto', md: `span ${block.width ?? 6}` } }}
    >
      <Typography id={id} variant="subtitle1" component={heading} sx={{ fontWeight: 600, mb: 1 }}>
        {block.title}
      </Typography>
      {block.kind === 'text' && <TextBlock block={block} />}
      {block.kind !== 'text' && !type && (
        <Typography color="text.secondary">This part names a content type that does not exist.</Typography>
      )}
      {block.kind === 'workflow' && type && <WorkflowSteps type={type} />}
      {block.kind === 'access' && type && <AccessTable type={type} />}
    </Paper>
  );
}

/**
 * A dashboard's about part (`Dashboard.about`): paragraphs with links, and a type's workflow and access drawn from
 * their declarations, in the dashboard's grid above its tiles.
 */
export function DashboardAbout({ blocks, heading }: DashboardAboutProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(12, minmax(0, 1fr))' },
      }}
    >
      {blocks.map((block) => (
        <Block key={block.title} block={block} heading={heading} />
      ))}
    </Box>
  );
}
