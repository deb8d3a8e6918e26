import {
  Container,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { findContentType } from '@rh/core/content';
import { lazy, Suspense, useMemo } from 'react';
import { EsgHeading, ItemLink } from './EsgBits.tsx';
import { dataModel, NAMED_BY_TEXT } from './data-model.ts';

const FlowDiagram = lazy(() => import('../../components/diagram/FlowDiagram.tsx'));

/** What each entity is: the type's own description, or the field that names it. */
function describe(id: string): { description: string; fields: string } {
  const type = findContentType(id);
  if (type) {
    return {
      description: type.description,
      fields: type.fields.map((field) => field.label).join(', '),
    };
  }
  const named = NAMED_BY_TEXT.find((one) => one.id === id);
  const holder = named && findContentType(named.type);
  const field = holder?.fields.find((one) => one.name === named?.field);
  return {
    description: field
      ? `No type of its own: the ${holder!.label.toLowerCase()}’s “${field.label}” field names it.`
      : '',
    fields: '',
  };
}

/** `/metrics/data-model`: the ESG data model's entities and relations, drawn from the content declarations. */
export default function DataModelPage() {
  const model = useMemo(() => dataModel(), []);
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <EsgHeading
        page="MetricsDataModel"
        title="Data model"
        intro="The entities of the ESG data model and how they refer to each other, drawn from the declarations the application itself runs on, so the picture always matches the data. An arrow goes from the entity that holds a reference to the one it names; a box opens its list."
      />
      <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
        <FlowDiagram
          title="ESG entities and their relations"
          nodes={model.nodes}
          edges={model.edges}
          direction="DOWN"
          height={640}
        />
      </Suspense>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        The entities
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="The entities of the ESG data model">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>Entity</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>What it is</TableCell>
              <TableCell sx={{ fontWeight: 600, display: { xs: 'none', md: 'table-cell' } }}>Fields</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {model.nodes.map((node) => {
              const { description, fields } = describe(node.id);
              return (
                <TableRow key={node.id}>
                  <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                    {node.href ? <ItemLink to={node.href}>{node.label}</ItemLink> : node.label}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>{description}</TableCell>
                  <TableCell sx={{ verticalAlign: 'top', display: { xs: 'none', md: 'table-cell' } }}>
                    {fields}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Container>
  );
}
