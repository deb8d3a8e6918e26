import { Step, StepButton, StepLabel, Stepper } from '@mui/material';
import { Link } from 'react-router';

export interface WizardStepperProps {
  /** 0: choose data, 1: choose a template. */
  active: 0 | 1;
  /** Where step 1 opens again with the choices kept (on step 2). */
  backTo?: string;
}

/** "1 Choose data — 2 Choose a template"; on step 2 the first step is a link back to it. */
export function WizardStepper({ active, backTo }: WizardStepperProps) {
  return (
    <Stepper activeStep={active} nonLinear={Boolean(backTo)} aria-label="Download steps" sx={{ mb: 3, maxWidth: 560 }}>
      <Step completed={active > 0}>
        {backTo ? (
          <StepButton component={Link} to={backTo}>
            Choose data
          </StepButton>
        ) : (
          <StepLabel>Choose data</StepLabel>
        )}
      </Step>
      <Step>
        <StepLabel>Choose a template</StepLabel>
      </Step>
    </Stepper>
  );
}
