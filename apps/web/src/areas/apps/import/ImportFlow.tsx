import { Box, Chip, Paper, Skeleton, Step, StepButton, Stepper, Typography } from '@mui/material';
import { Alert } from '../../../components/Alert.tsx';
import { findContentType } from '@rh/core/content';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isDenied } from '../../QueryStates.tsx';
import { useImport, type ImportDetail } from './api/get-import.ts';
import { importKeys, type ImportView } from './api/types.ts';
import {
  fileSize,
  isRunning,
  MAP,
  PREVIEW,
  RUN,
  STATUS_COLOR,
  STATUS_LABEL,
  STEPS,
  stepOf,
  UPLOAD,
} from './import-format.ts';
import { MappingStep } from './MappingStep.tsx';
import { PreviewStep } from './PreviewStep.tsx';
import { RunStep } from './RunStep.tsx';

/** Which steps an import in this state may go to: none that would change it while a job runs or once imported. */
function reachable(step: number, view: ImportView | undefined): boolean {
  if (step === UPLOAD) return true;
  if (!view) return false;
  const settled = view.status === 'done' || isRunning(view.status);
  if (step === MAP) return !settled;
  if (step === PREVIEW) return !settled || view.status === 'validating';
  return view.status !== 'validating';
}

/** The stepper: a finished step (or one the import may go back to) is a button. */
export function ImportStepper({
  active,
  view,
  onStep,
}: {
  active: number;
  view?: ImportView;
  onStep: (step: number) => void;
}) {
  return (
    <Stepper
      nonLinear
      alternativeLabel
      activeStep={active}
      sx={{ mb: 3, '& .MuiStepLabel-label': { fontSize: { xs: 12, sm: 14 } } }}
    >
      {STEPS.map((label, index) => (
        <Step key={label} completed={view?.status === 'done' || (index < active && index !== RUN)}>
          <StepButton
            onClick={() => onStep(index)}
            disabled={index === active || !reachable(index, view)}
            aria-current={index === active ? 'step' : undefined}
          >
            {label}
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}

/** The open import's name, type and state, above its step. */
function Summary({ view }: { view: ImportView }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {view.fileName}
      </Typography>
      <Chip size="small" color={STATUS_COLOR[view.status]} label={STATUS_LABEL[view.status]} />
      <Typography variant="body2" color="text.secondary">
        {`${findContentType(view.type)?.plural ?? view.type} · ${view.format.toUpperCase()} · ${fileSize(view.size)} · ${view.columns.length} columns`}
      </Typography>
    </Box>
  );
}

/** One import, from mapping to result; `onNew` leaves it for a new upload. Mounted anew for each import. */
export function ImportFlow({ id, onNew }: { id: string; onNew: () => void }) {
  const query = useImport(id);
  const client = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(null);
  const view = query.data?.import;
  const status = view?.status;

  // When a job ends, what it stored (errors, counts) is read again, and the recent imports with it.
  const last = useRef(status);
  useEffect(() => {
    if (isRunning(last.current) && !isRunning(status)) {
      void client.invalidateQueries({ queryKey: [...importKeys.one(id), 'errors'] });
      void client.invalidateQueries({ queryKey: [...importKeys.one(id), 'preview'] });
      void client.invalidateQueries({ queryKey: importKeys.list() });
    }
    last.current = status;
  }, [client, id, status]);

  const active = chosen ?? (status ? stepOf(status) : MAP);
  const handleStep = (step: number) => (step === UPLOAD ? onNew() : setChosen(step));
  let body: ReactNode;
  if (query.isPending) body = <Skeleton variant="rounded" height={240} />;
  else if (query.error) {
    body = (
      <Alert severity={isDenied(query.error) ? 'info' : 'error'}>
        {isDenied(query.error)
          ? 'Your access does not include this import.'
          : `The import could not be loaded. ${query.error.message}`}
      </Alert>
    );
  } else body = stepBody(active, query.data, setChosen, onNew);

  return (
    <>
      <ImportStepper active={active} view={view} onStep={handleStep} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {view && <Summary view={view} />}
        {body}
      </Paper>
    </>
  );
}

function stepBody(step: number, detail: ImportDetail, go: (step: number) => void, onNew: () => void): ReactNode {
  if (step === MAP) return <MappingStep detail={detail} onSaved={() => go(PREVIEW)} />;
  if (step === PREVIEW) return <PreviewStep detail={detail} onBack={() => go(MAP)} onNext={() => go(RUN)} />;
  return <RunStep detail={detail} onBack={() => go(PREVIEW)} onNew={onNew} />;
}
