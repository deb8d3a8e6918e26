/** The part of an OpenAPI 3 document the console reads (GET /api/openapi.json). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  format?: string;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  description?: string;
}

interface RawParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface RawOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  operationId?: string;
  parameters?: RawParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: JsonSchema;
}

export interface Operation {
  /** `GET /api/x/{id}`: unique in a document. */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  tag: string;
  summary: string;
  parameters: Parameter[];
  /** The JSON body's schema; null when the operation takes none. */
  body: JsonSchema | null;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document, by tag then path then method; untagged ones under "other". */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const parameters = (raw.parameters ?? [])
        .filter((p): p is RawParameter & { in: 'path' | 'query' } => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          name: p.name,
          in: p.in,
          required: p.in === 'path' || Boolean(p.required),
          description: p.description ?? p.schema?.description ?? '',
          schema: resolve(doc, p.schema ?? {}),
        }));
      const body = raw.requestBody?.content?.['application/json']?.schema;
      found.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        path,
        tag: raw.tags?.[0] ?? 'other',
        summary: raw.summary ?? raw.description ?? '',
        parameters,
        body: body ? resolve(doc, body) : null,
      });
    }
  }
  const order = (method: string) => METHODS.indexOf(method.toLowerCase() as (typeof METHODS)[number]);
  return found.sort(
    (a, b) => a.tag.localeCompare(b.tag) || a.path.localeCompare(b.path) || order(a.method) - order(b.method),
  );
}

/** A schema with its `$ref` (to `#/components/schemas/…`) followed, once. */
export function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref?.match(/^#\/components\/schemas\/(.+)$/)?.[1];
  return ref ? (doc.components?.schemas?.[decodeURIComponent(ref)] ?? {}) : schema;
}

/** Whether an operation matches a search: its method, path, tag or summary contains every word. */
export function matchesSearch(operation: Operation, search: string): boolean {
  const text = `${operation.method} ${operation.path} ${operation.tag} ${operation.summary}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/**
 * A value to start from: the schema's example or default, else for an object its required fields (all fields when
 * none is required) filled the same way, else a placeholder of its type. `depth` stops recursive schemas.
 */
export function exampleOf(doc: OpenApiDocument, raw: JsonSchema, depth = 0): unknown {
  const schema = resolve(doc, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant?.length) {
    const chosen = variant.find((one) => resolve(doc, one).type !== 'null') ?? variant[0]!;
    return exampleOf(doc, chosen, depth + 1);
  }
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(doc, part, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type;
  if (depth > 4) return null;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const names = schema.required?.length ? schema.required : Object.keys(properties);
      return Object.fromEntries(names.map((name) => [name, exampleOf(doc, properties[name] ?? {}, depth + 1)]));
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'string':
      return schema.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : '';
    default:
      return null;
  }
}

/** The path with its `{name}` parameters filled (encoded); a missing one stays as `{name}` for the server to refuse. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    values[name] ? encodeURIComponent(values[name]) : whole,
  );
}
