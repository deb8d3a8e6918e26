import type { FileRef } from '@rh/core/content';
import { api } from '../api/request.ts';

/**
 * The traceable chain's API (issue 14): regulation text → requirement → obligation → control → evidence, its
 * coverage, gaps, statement of applicability, review flags and matrices. The server's routes are in
 * apps/server/src/modules/regdecomp and apps/server/src/files; each answer's shape is declared here once.
 */

export interface Ref {
  id: string;
  title: string;
}

/** A file uploaded to the server (`POST /api/files`). */
export interface StoredFile {
  id: string;
  name: string;
  mediaType: string;
  size: number;
  /** `/api/files/<id>`: what a file field stores as its url. */
  url: string;
  /** A PDF's number of pages (0 for other files). */
  pages: number;
}

/** Uploads a file for an item of `forType` (the caller needs create or update on it); answers what a file field stores. */
export async function uploadFile(forType: string, file: File, signal?: AbortSignal): Promise<StoredFile> {
  const answer = await api.post<{ file: StoredFile }>('cosmos', '/files', {
    query: { for: forType, name: file.name },
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
    ...(signal ? { signal } : {}),
  });
  return answer.file;
}

/** The file field's value for an uploaded file. */
export function fileRefOf(file: StoredFile): FileRef {
  return { name: file.name, url: file.url, mediaType: file.mediaType, size: file.size };
}

/** The id of an uploaded file from a file field's url, if it is one. */
export function storedFileId(url: string | null | undefined): string | null {
  return /^\/api\/files\/([0-9a-f-]{36})$/.exec(url ?? '')?.[1] ?? null;
}

/** A control as the chain shows it. */
export interface ControlRef {
  id: string;
  code: string;
  title: string;
}

/** One obligation in the workspace's tree. */
export interface WorkspaceObligation {
  id: string;
  title: string;
  /** The requirement it was drawn from; null: filed under the regulation directly. */
  requirement: string | null;
  stage: string | null;
  modality: string | null;
  dueOn: string | null;
  controls: ControlRef[];
  citationText: string | null;
  citationPage: number | null;
  citationStart: number | null;
  citationEnd: number | null;
  /** Flagged for review (something above it changed). */
  flagged: boolean;
}

/** One requirement (article, paragraph) in the workspace's tree, in natural order of its reference. */
export interface WorkspaceRequirement {
  id: string;
  reference: string;
  title: string | null;
  text: string;
  citationPage: number | null;
}

/** `GET /api/regdecomp/workspace/:regulationId`: all the workspace shows, in one answer. */
export interface Workspace {
  regulation: {
    id: string;
    title: string;
    shortName: string | null;
    citation: string | null;
    document: FileRef | null;
    version: number;
  };
  requirements: WorkspaceRequirement[];
  obligations: WorkspaceObligation[];
  /** What the caller may do here (an obligations visitor reads only). */
  abilities: { createRequirement: boolean; createObligation: boolean; uploadDocument: boolean; mapControls: boolean };
}

export function getWorkspace(regulationId: string, signal?: AbortSignal): Promise<Workspace> {
  return api.get('cosmos', `/regdecomp/workspace/${encodeURIComponent(regulationId)}`, signal ? { signal } : {});
}

/** One regulation's row of the coverage dashboard. */
export interface RegulationCoverage {
  id: string;
  title: string;
  shortName: string | null;
  requirements: number;
  obligations: number;
  /** Obligations by workflow stage name. */
  byStage: Record<string, number>;
  /** Applicable obligations met by at least one control. */
  met: number;
  /** Applicable obligations met by none. */
  unmet: number;
  notApplicable: number;
  /** Obligations and controls under it flagged for review. */
  flaggedObligations: number;
  flaggedControls: number;
  /** Obligations waiting for approval (submitted). */
  waiting: number;
  /** The soonest coming due date of its obligations. */
  nextDue: string | null;
  applicationOn: string | null;
}

/** `GET /api/regdecomp/coverage`: per regulation with obligations, and the totals. */
export interface Coverage {
  regulations: RegulationCoverage[];
  totals: Omit<RegulationCoverage, 'id' | 'title' | 'shortName' | 'nextDue' | 'applicationOn'>;
}

export function getCoverage(signal?: AbortSignal): Promise<Coverage> {
  return api.get('cosmos', '/regdecomp/coverage', signal ? { signal } : {});
}

/** One obligation no control meets. */
export interface Gap {
  id: string;
  title: string;
  stage: string | null;
  dueOn: string | null;
  regulation: Ref;
  requirement: { id: string; reference: string } | null;
  functions: Ref[];
}

/** `GET /api/regdecomp/gaps`: applicable obligations met by no control, with counts by regulation and function. */
export interface Gaps {
  rows: Gap[];
  /** More gaps than `rows` holds (the server's export limit); the counts are of all of them. */
  truncated: boolean;
  byRegulation: (Ref & { count: number })[];
  /** id null: obligations with no function. */
  byFunction: { id: string | null; title: string; count: number }[];
}

export interface GapFilters {
  regulation?: string | undefined;
  function?: string | undefined;
}

export function getGaps(filters: GapFilters, signal?: AbortSignal): Promise<Gaps> {
  return api.get('cosmos', '/regdecomp/gaps', { query: { ...filters }, ...(signal ? { signal } : {}) });
}

/** The address of the gaps as a file (`csv` or `xlsx`), for a download link. */
export function gapsFileUrl(format: 'csv' | 'xlsx', filters: GapFilters): string {
  const query = new URLSearchParams({ format });
  if (filters.regulation) query.set('regulation', filters.regulation);
  if (filters.function) query.set('function', filters.function);
  return `/api/regdecomp/gaps?${query.toString()}`;
}

/** One piece of evidence of a control. */
export interface EvidenceRef {
  id: string;
  title: string;
  collectedOn: string;
  evidenceType: string | null;
  file: FileRef | null;
  link: string | null;
}

/** One row of a statement of applicability: an obligation, its controls with their status and evidence. */
export interface SoaRow {
  obligation: { id: string; title: string; reference: string | null; stage: string | null };
  applicability: 'applicable' | 'not-applicable';
  justification: string | null;
  controls: (ControlRef & {
    status: string | null;
    testStatus: string | null;
    lastTestedOn: string | null;
    evidence: EvidenceRef[];
  })[];
}

/** `GET /api/regdecomp/soa/:regulationId`: the statement of applicability of a regulation. */
export interface Soa {
  regulation: Ref & { shortName: string | null; citation: string | null };
  generatedAt: string;
  rows: SoaRow[];
}

export function getSoa(regulationId: string, signal?: AbortSignal): Promise<Soa> {
  return api.get('cosmos', `/regdecomp/soa/${encodeURIComponent(regulationId)}`, signal ? { signal } : {});
}

/** The statement of applicability as a file, for a download link. */
export function soaFileUrl(regulationId: string, format: 'xlsx' | 'pdf'): string {
  return `/api/regdecomp/soa/${encodeURIComponent(regulationId)}?format=${format}`;
}

/** `GET /api/controls/:id/chain`: what a control serves (the reverse chain) and its evidence. */
export interface ControlChain {
  obligations: {
    id: string;
    title: string;
    stage: string | null;
    regulation: Ref & { shortName: string | null };
    requirement: { id: string; reference: string } | null;
  }[];
  regulations: (Ref & { shortName: string | null; count: number })[];
  risks: ControlRef[];
  evidence: EvidenceRef[];
}

export function getControlChain(controlId: string, signal?: AbortSignal): Promise<ControlChain> {
  return api.get('cosmos', `/controls/${encodeURIComponent(controlId)}/chain`, signal ? { signal } : {});
}

/** One flag: what changed above an item, since when, and how to see the change. */
export interface ReviewFlag {
  id: number;
  since: string;
  cause: 'version' | 'amendment' | 'news';
  regulation: Ref;
  /** The item that brought the change: the regulation, the amending regulation or the news item. */
  causeItem: Ref & { type: string };
  /** The field diff of the regulation's change (cause `version`), labels as the type declares them. */
  changes: { field: string; label: string; from: unknown; to: unknown }[];
}

/** `GET /api/regdecomp/review/:itemId`: the open flags of an item. */
export interface ItemReview {
  flags: ReviewFlag[];
  /** The caller may clear them (update on the item's type). */
  canClear: boolean;
}

export function getItemReview(itemId: string, signal?: AbortSignal): Promise<ItemReview> {
  return api.get('cosmos', `/regdecomp/review/${encodeURIComponent(itemId)}`, signal ? { signal } : {});
}

/** `POST /api/regdecomp/review/:itemId/confirm`: reviewed, nothing to change; clears the item's open flags. */
export function confirmReview(itemId: string, comment?: string): Promise<{ cleared: number }> {
  return api.post('cosmos', `/regdecomp/review/${encodeURIComponent(itemId)}/confirm`, {
    body: comment ? { comment } : {},
  });
}

/** A matrix: rows × columns with a count per cell (controls × risks, MAR risks × asset classes). */
export interface MatrixAxis {
  key: string;
  label: string;
}

/** `GET /api/controls/matrix`: control–risk links counted by the chosen axes. */
export interface ControlMatrix {
  rows: MatrixAxis[];
  columns: MatrixAxis[];
  cells: { row: string; column: string; count: number }[];
}

export type ControlMatrixRows = 'theme' | 'control';
export type ControlMatrixColumns = 'category' | 'risk' | 'component';

export function getControlMatrix(
  rows: ControlMatrixRows,
  columns: ControlMatrixColumns,
  signal?: AbortSignal,
): Promise<ControlMatrix> {
  return api.get('cosmos', '/controls/matrix', { query: { rows, columns }, ...(signal ? { signal } : {}) });
}

/** `GET /api/controls/matrix/pairs`: the control–risk pairs behind one cell. */
export interface MatrixPairs {
  pairs: { control: ControlRef; risk: ControlRef; component: ControlRef | null }[];
}

export function getControlMatrixPairs(
  query: { rows: ControlMatrixRows; columns: ControlMatrixColumns; row: string; column: string },
  signal?: AbortSignal,
): Promise<MatrixPairs> {
  return api.get('cosmos', '/controls/matrix/pairs', { query: { ...query }, ...(signal ? { signal } : {}) });
}

/** `GET /api/mar/matrix`: MAR risks × asset classes (or product types): coverage and open cases per cell. */
export interface MarMatrix {
  rows: MatrixAxis[];
  columns: MatrixAxis[];
  cells: {
    row: string;
    column: string;
    /** The best coverage level of the cell's coverage items; null: none declared. */
    coverage: 'full' | 'partial' | 'none' | null;
    coverageItems: number;
    openCases: number;
  }[];
}

export type MarMatrixColumns = 'assetclass' | 'producttype';

export function getMarMatrix(columns: MarMatrixColumns, signal?: AbortSignal): Promise<MarMatrix> {
  return api.get('cosmos', '/mar/matrix', { query: { columns }, ...(signal ? { signal } : {}) });
}

/** `GET /api/mar/matrix/cell`: the coverage items and open cases behind one cell. */
export interface MarMatrixCell {
  coverage: { id: string; title: string; level: string; scenario: string | null }[];
  cases: { id: string; reference: string; title: string; status: string | null; stage: string | null }[];
}

export function getMarMatrixCell(
  query: { columns: MarMatrixColumns; row: string; column: string },
  signal?: AbortSignal,
): Promise<MarMatrixCell> {
  return api.get('cosmos', '/mar/matrix/cell', { query: { ...query }, ...(signal ? { signal } : {}) });
}
