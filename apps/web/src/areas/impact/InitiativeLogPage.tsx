import Add from '@mui/icons-material/Add';
import Comment from '@mui/icons-material/Comment';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Restore from '@mui/icons-material/Restore';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { Box, Button, Chip, Container, Paper, Stack, TextField, Typography } from '@mui/material';
import { Alert } from '../../components/Alert.tsx';
import { contentType } from '@rh/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { withQueries } from '../../app/with-queries.tsx';
import { useItem } from '../../content/api/get-item.ts';
import { useJournal } from '../../content/api/get-journal.ts';
import { contentKeys } from '../../content/api/keys.ts';
import type { Item } from '../../content/api/types.ts';
import { displayText, formatDateTime } from '../../content/fields/format.ts';
import { config } from '../../config.ts';
import { pathTo } from '../../routes/table.ts';
import { QueryStates } from '../QueryStates.tsx';
import { addComment } from './api.ts';
import { dayText, isOverdue, PageHeading, PageLink, Trail } from './Bits.tsx';
import { summaryOf, timelineOf, type Step, type StepKind } from './timeline.ts';

const TYPE = contentType('initiative');
const MAX_COMMENT = 4000;

const MARKERS: Record<StepKind, { icon: ComponentType<{ fontSize?: 'small' }>; label: string }> = {
  comment: { icon: Comment, label: 'Comment' },
  move: { icon: SwapHoriz, label: 'Stage move' },
  change: { icon: EditOutlined, label: 'Change' },
  create: { icon: Add, label: 'Created' },
  delete: { icon: DeleteOutlined, label: 'Deleted' },
  restore: { icon: Restore, label: 'Restored' },
  review: { icon: TaskAlt, label: 'Reviewed' },
};

const fieldText = (item: Item, name: string) => {
  const field = TYPE.fields.find((candidate) => candidate.name === name)!;
  return displayText(field, item.data[name], item.refs);
};

/** The firm's response in one line: owner, firm deadline (overdue said so), readiness, stage. */
function Response({ item }: { item: Item }) {
  const overdue = isOverdue(item.data.deadline, item.data.readiness);
  const stage = TYPE.workflow?.stages.find((one) => one.name === item.stage)?.label;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      {stage && <Chip size="small" label={`Stage: ${stage}`} />}
      <Chip size="small" label={`Status: ${fieldText(item, 'status') || 'not set'}`} />
      <Chip size="small" label={`Owner: ${fieldText(item, 'owner') || 'nobody yet'}`} />
      <Chip
        size="small"
        color={overdue ? 'error' : 'default'}
        label={`Firm deadline: ${dayText(item.data.deadline as string | undefined) || 'not set'}${overdue ? ' (overdue)' : ''}`}
      />
      <Chip size="small" label={`Readiness: ${fieldText(item, 'readiness') || 'not set'}`} />
    </Stack>
  );
}

function CommentBox({ item }: { item: Item }) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (comment: string) => addComment(item.id, comment),
    onSuccess: async () => {
      setText('');
      setTouched(false);
      await queryClient.invalidateQueries({ queryKey: contentKeys.journal('initiative', item.id) });
    },
  });
  const problem =
    text.trim() === '' ? 'Write a comment.' : text.length > MAX_COMMENT ? `At most ${MAX_COMMENT} characters.` : null;
  return (
    <Box
      component="form"
      aria-label="Add a comment"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!problem) mutation.mutate(text.trim());
      }}
      sx={{ mb: 3 }}
    >
      <TextField
        label="Add a comment"
        multiline
        minRows={2}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={touched && problem !== null}
        helperText={
          touched && problem ? problem : 'Seen by everyone who can read this initiative; it does not change it.'
        }
      />
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={mutation.isPending}>
          {mutation.isPending ? 'Adding…' : 'Add comment'}
        </Button>
        {mutation.isSuccess && (
          <Typography role="status" color="text.secondary">
            Comment added.
          </Typography>
        )}
      </Stack>
      {mutation.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          The comment was not added. {mutation.error.message}
        </Alert>
      )}
    </Box>
  );
}

function StepView({ step }: { step: Step }) {
  const marker = MARKERS[step.kind];
  const Icon = marker.icon;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box
        aria-hidden
        sx={{
          flex: '0 0 auto',
          width: 32,
          height: 32,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: step.kind === 'comment' ? 'primary.main' : 'action.selected',
          color: step.kind === 'comment' ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Icon fontSize="small" />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2">
          <strong>{step.headline}</strong> by {step.who} · <time dateTime={step.at}>{formatDateTime(step.at)}</time>
          <Box component="span" sx={visuallyHidden}>
            {` (${marker.label})`}
          </Box>
        </Typography>
        {step.stages && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Stage: {step.stages}
          </Typography>
        )}
        {step.comment && (
          <Typography
            variant="body2"
            component="blockquote"
            sx={{ m: 0, mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap' }}
          >
            {step.comment}
          </Typography>
        )}
        {step.changes.length > 0 && (
          <Box component="dl" sx={{ m: 0, mt: 0.5 }}>
            {step.changes.map((change) => (
              <Box key={change.field} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
                  {change.field}:
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', minWidth: 0 }}>
                  {step.kind === 'create' ? (
                    change.to
                  ) : (
                    <>
                      {change.from || <em>empty</em>} → {change.to || <em>empty</em>}
                    </>
                  )}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Log({ item }: { item: Item }) {
  const journal = useJournal('initiative', item.id);
  const steps = journal.data ? timelineOf(TYPE, journal.data, item.refs) : null;
  return (
    <>
      <Response item={item} />
      {item.abilities.update && !item.deletedAt && <CommentBox item={item} />}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h2">
          Timeline
        </Typography>
        {steps && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Newest first · {summaryOf(steps)}
          </Typography>
        )}
        <QueryStates
          query={journal}
          data={steps}
          isEmpty={(data) => data.length === 0}
          denied="Your access does not include this initiative’s journal."
          what="The log"
          empty="Nothing has happened to this initiative yet."
          height={200}
        >
          {(data) => (
            <Box component="ol" aria-label="The initiative’s log, newest first" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {data.map((step) => (
                <StepView key={step.id} step={step} />
              ))}
            </Box>
          )}
        </QueryStates>
      </Paper>
    </>
  );
}

/** `/impact/initiative/:id/log`: the initiative's journal and stage moves as a timeline, with comments. */
function InitiativeLogPage() {
  const { id } = useParams();
  const item = useItem('initiative', id);
  const title = item.data ? `Log: ${item.data.title}` : 'Initiative log';
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <title>{`${title} · IMPACT · ${config.brand}`}</title>
      <Trail
        links={[
          { to: pathTo('ImpactReporting'), label: 'IMPACT' },
          { to: pathTo('ImpactInitiatives'), label: 'Initiatives' },
          ...(item.data && id ? [{ to: pathTo('ImpactInitiative', { id }), label: item.data.title }] : []),
        ]}
        current="Log"
      />
      <PageHeading
        overline="IMPACT · initiative log"
        title={title}
        intro={
          <>
            Every change, stage move and comment, newest first.
            {item.data && id && (
              <>
                {' '}
                <PageLink to={pathTo('ImpactInitiative', { id })}>Open the initiative</PageLink>.
              </>
            )}
          </>
        }
      />
      <QueryStates
        query={item}
        data={item.data}
        denied="Your access does not include this initiative."
        what="The initiative"
        height={240}
      >
        {(data) => <Log item={data} />}
      </QueryStates>
    </Container>
  );
}

export default withQueries(InitiativeLogPage);
