import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import InsertLink from '@mui/icons-material/InsertLink';
import Redo from '@mui/icons-material/Redo';
import Title from '@mui/icons-material/Title';
import Undo from '@mui/icons-material/Undo';
import { Box, Divider, FormControl, FormHelperText, FormLabel, IconButton, Tooltip } from '@mui/material';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useImperativeHandle, type ReactNode } from 'react';
import type { InputProps } from '../types.ts';

/** The editor's HTML, '' for an empty document (so that a required field reads as empty). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function ToolButton(props: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  icon: ReactNode;
}) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          size="small"
          aria-label={props.label}
          aria-pressed={props.active ?? undefined}
          color={props.active ? 'primary' : 'default'}
          disabled={props.disabled}
          onMouseDown={(event) => event.preventDefault()} // keep the selection in the editor
          onClick={props.onClick}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const handleLink = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('Link address (https://…); empty to remove the link', current ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, px: 0.5, py: 0.25 }}
    >
      <ToolButton
        label="Bold"
        icon={<FormatBold />}
        active={state.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label="Italic"
        icon={<FormatItalic />}
        active={state.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label="Heading"
        icon={<Title />}
        active={state.heading}
        disabled={disabled}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <ToolButton
        label="Bulleted list"
        icon={<FormatListBulleted />}
        active={state.bullets}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label="Numbered list"
        icon={<FormatListNumbered />}
        active={state.numbers}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        label="Quotation"
        icon={<FormatQuote />}
        active={state.quote}
        disabled={disabled}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <ToolButton label="Link" icon={<InsertLink />} active={state.link} disabled={disabled} onClick={handleLink} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton
        label="Undo"
        icon={<Undo />}
        disabled={disabled || !state.undo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label="Redo"
        icon={<Redo />}
        disabled={disabled || !state.redo}
        onClick={() => chain().redo().run()}
      />
    </Box>
  );
}

/**
 * Rich text, edited as formatted text (TipTap over ProseMirror) and kept as HTML. Only what the server's sanitiser
 * allows can be made here: paragraphs, headings, emphasis, lists, quotations and links.
 */
export function RichTextInput({ field, value, onChange, onBlur, error, disabled, inputRef }: InputProps) {
  const labelId = useId();
  const helpId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: typeof value === 'string' ? value : '',
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helpId,
        ...(field.required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
    onBlur: () => onBlur(),
  });
  useEffect(() => editor?.setEditable(!disabled), [editor, disabled]);
  // The form focuses the first field in error through its ref: here, the editor.
  useImperativeHandle(inputRef, () => ({ focus: () => editor?.commands.focus() }) as unknown as HTMLInputElement, [
    editor,
  ]);

  return (
    <FormControl error={Boolean(error)} required={field.required} fullWidth>
      <FormLabel id={labelId} sx={{ mb: 0.5, typography: 'body2' }}>
        {field.label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        {editor && <Toolbar editor={editor} disabled={Boolean(disabled)} />}
        <Divider />
        <Box
          sx={{
            px: 1.75,
            typography: 'body1',
            '& .tiptap': { minHeight: 200, outline: 'none', py: 1, overflowWrap: 'anywhere' },
            '& .tiptap p:first-of-type': { mt: 0 },
            '& .tiptap blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0, color: 'text.secondary' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <FormHelperText id={helpId}>{error ?? field.help}</FormHelperText>
    </FormControl>
  );
}
