import type { SxProps, Theme } from '@mui/material';

/** The look of the top bar's search field, shared by the light field of the first page and the combobox. */
export const SEARCH_INPUT_SX: SxProps<Theme> = {
  width: '100%',
  height: 40,
  boxSizing: 'border-box',
  pl: 5,
  pr: 1.5,
  border: 0,
  borderRadius: 1,
  font: 'inherit',
  fontSize: '1rem',
  color: 'inherit',
  bgcolor: 'rgba(255, 255, 255, 0.15)',
  '&::placeholder': { color: 'inherit', opacity: 0.8 },
  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.22)' },
  '&:focus': { outline: '2px solid', outlineColor: 'inherit', bgcolor: 'rgba(255, 255, 255, 0.22)' },
};

export const SEARCH_LABEL = 'Search everything';
export const SEARCH_PLACEHOLDER = 'Search  /';
