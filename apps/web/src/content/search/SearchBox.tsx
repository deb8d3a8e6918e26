import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../routes/table.ts';

/** The search field: a new search starts without facets. */
export function SearchBox({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const navigate = useNavigate();
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) void navigate(pathTo('Search', { q: text.trim() }));
      }}
      sx={{ display: 'flex', gap: 1, mb: 3, maxWidth: 720 }}
    >
      <TextField
        type="search"
        label="Search everything"
        helperText='Words, "a phrase", a OR b, -excluded'
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ alignSelf: 'flex-start', mt: 1 }}>
        Search
      </Button>
    </Box>
  );
}
