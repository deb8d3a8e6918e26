import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import { Box, IconButton, List, ListItem, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import { useId } from 'react';

export interface ColumnsPickerProps {
  /** Every column the type offers, by name. */
  options: { name: string; label: string }[];
  /** The chosen ones, in order. */
  value: string[];
  onChange: (columns: string[]) => void;
}

/** The report's columns: the chosen ones in order (moved up and down, removed), and a select to add another. */
export function ColumnsPicker({ options, value, onChange }: ColumnsPickerProps) {
  const headingId = useId();
  const labelOf = (name: string) => options.find((option) => option.name === name)?.label ?? name;
  const rest = options.filter((option) => !value.includes(option.name));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        Columns ({value.length})
      </Typography>
      <List dense aria-labelledby={headingId} sx={{ py: 0, maxHeight: 260, overflowY: 'auto' }}>
        {value.map((name, index) => (
          <ListItem
            key={name}
            disableGutters
            secondaryAction={
              <>
                <IconButton
                  size="small"
                  aria-label={`Move ${labelOf(name)} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move ${labelOf(name)} down`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Remove ${labelOf(name)}`}
                  disabled={value.length === 1}
                  onClick={() => onChange(value.filter((other) => other !== name))}
                >
                  <Close fontSize="small" />
                </IconButton>
              </>
            }
          >
            <ListItemText primary={`${index + 1}. ${labelOf(name)}`} />
          </ListItem>
        ))}
      </List>
      <TextField
        select
        size="small"
        fullWidth
        label="Add a column"
        value=""
        disabled={rest.length === 0}
        onChange={(event) => onChange([...value, event.target.value])}
        sx={{ mt: 1 }}
      >
        {rest.map((option) => (
          <MenuItem key={option.name} value={option.name}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
