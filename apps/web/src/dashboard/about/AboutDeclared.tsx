import ArrowForward from '@mui/icons-material/ArrowForward';
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ContentType } from '@rh/core/content';
import { inSentence } from '../../content/list/grouped/grouping.ts';
import { accessRows, actionWords, workflowSteps, type StageStep } from './about-model.ts';

/** What a stage means for an item in it, beside its name. */
function stageNote(stage: StageStep): string | null {
  if (stage.initial) return 'new items start here';
  if (stage.published) return 'seen by every reader';
  if (stage.retired) return 'no longer applies';
  return null;
}

/** A type's workflow from its declaration: the stages in order, then each move and the roles that may make it. */
export function WorkflowSteps({ type }: { type: ContentType }) {
  const steps = workflowSteps(type);
  if (!steps) return <Typography variant="body2">{type.plural} have no workflow: a change applies at once.</Typography>;
  const plural = type.plural;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {plural} go through these stages:
      </Typography>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', m: 0, p: 0 }}>
        {steps.stages.map((stage, index) => {
          const note = stageNote(stage);
          return (
            <Box component="li" key={stage.name} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {index > 0 && <ArrowForward fontSize="small" color="action" aria-hidden />}
              <Chip
                size="small"
                variant={stage.published ? 'filled' : 'outlined'}
                color={stage.published ? 'success' : 'default'}
                label={stage.label}
                title={note ?? undefined}
              />
              {note && (
                <Typography component="span" variant="caption" color="text.secondary">
                  ({note})
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
      <Box component="ul" sx={{ mt: 1.5, mb: 0, pl: 2.5 }}>
        {steps.moves.map((move) => (
          <Typography component="li" variant="body2" key={move.name} sx={{ mb: 0.75 }}>
            <strong>{move.label}</strong>: {move.from.join(' or ')} → {move.to}.{' '}
            {move.roles.length ? (
              <>
                By{' '}
                {move.roles.map((role, index) => (
                  <span key={role}>
                    {index > 0 && (index === move.roles.length - 1 ? ' or ' : ', ')}
                    <Box component="code" sx={{ fontSize: '0.85em' }}>
                      {role}
                    </Box>
                  </span>
                ))}
                {move.notByAuthor ? `, never the one who wrote the ${inSentence(type.label)}.` : '.'}
              </>
            ) : (
              'No role may make this move.'
            )}
          </Typography>
        ))}
      </Box>
    </>
  );
}

/** Each role that reads, writes or moves a type's items: what it may do and which stages it sees. */
export function AccessTable({ type }: { type: ContentType }) {
  const rows = accessRows(type);
  if (!rows.length) return <Typography variant="body2">No role has access to {type.plural}.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Roles with access to ${type.plural}`}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Role</TableCell>
            <TableCell scope="col">May</TableCell>
            <TableCell scope="col">Sees</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.role} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row">
                <Typography variant="body2">{row.description}</Typography>
                <Typography variant="caption" color="text.secondary" component="code">
                  {row.role}
                </Typography>
              </TableCell>
              <TableCell>
                {[actionWords(row.actions), row.moves.map((move) => move.toLowerCase()).join(', ')]
                  .filter(Boolean)
                  .join('; ')}
              </TableCell>
              <TableCell>{row.sees ? row.sees.join(', ') : 'every stage'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
