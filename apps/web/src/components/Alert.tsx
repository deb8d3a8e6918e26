// eslint-disable-next-line no-restricted-imports -- the one place that wraps MUI's Alert
import MuiAlert, { type AlertProps } from '@mui/material/Alert';

/**
 * MUI's Alert with the role its severity calls for. MUI gives every severity the role `alert`, which a screen reader
 * reads out at once, interrupting the user: right for an error, wrong for "There are no topics yet." or "Saved.".
 * Here an error is an `alert` and any other notice a `status`, read when it appears without interrupting (WCAG 4.1.3).
 * A warning that reports a failure passes `role="alert"` itself; a standing notice with a name may pass `region`.
 */
export function Alert(props: AlertProps) {
  return <MuiAlert role={props.severity === 'error' ? 'alert' : 'status'} {...props} />;
}
