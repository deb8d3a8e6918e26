import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { InputProps } from '../types.ts';

const Editor = lazy(() => import('./RichTextInput.tsx').then((module) => ({ default: module.RichTextInput })));

/** The rich text editor, loaded with the first form that has rich text (it weighs more than the other inputs). */
export function LazyRichTextInput(props: InputProps) {
  return (
    <Suspense
      fallback={<Skeleton variant="rounded" height={260} aria-label={`Loading the ${props.field.label} editor`} />}
    >
      <Editor {...props} />
    </Suspense>
  );
}
