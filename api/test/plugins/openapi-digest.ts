import { createHash } from 'node:crypto';

/** What a client generator reads of one operation, its schemas each as a hash of their JSON. */
export interface OperationDigest {
  operationId: unknown;
  summary: unknown;
  security: unknown;
  tags: unknown;
  parameters: { in: unknown; name: unknown; required: unknown; schema: string }[];
  requestBody: string | null;
  responses: Record<string, string>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON with every object's keys sorted, so two equal documents print the same. */
function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key] ?? null)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const hash = (value: unknown) =>
  createHash('sha256')
    .update(canonical((value ?? null) as Json))
    .digest('base64url')
    .slice(0, 16);

interface DocumentOperation {
  operationId?: unknown;
  summary?: unknown;
  security?: unknown;
  tags?: unknown;
  parameters?: { in: string; name: string; required?: unknown; schema?: unknown }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

/** Each operation of an OpenAPI document by `METHOD /path`, as {@link OperationDigest}. */
export function digest(document: {
  paths: Record<string, Record<string, DocumentOperation>>;
}): Record<string, OperationDigest> {
  const operations: Record<string, OperationDigest> = {};
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations[`${method.toUpperCase()} ${path}`] = {
        operationId: operation.operationId,
        summary: operation.summary,
        security: operation.security,
        tags: operation.tags,
        parameters: (operation.parameters ?? [])
          .map((parameter) => ({
            in: parameter.in,
            name: parameter.name,
            required: parameter.required ?? false,
            schema: hash(parameter.schema),
          }))
          .sort((a, b) => `${a.in} ${a.name}`.localeCompare(`${b.in} ${b.name}`)),
        requestBody: operation.requestBody === undefined ? null : hash(operation.requestBody),
        responses: Object.fromEntries(
          Object.entries(operation.responses ?? {}).map(([status, answer]) => [
            status,
            hash(answer),
          ]),
        ),
      };
    }
  }
  return operations;
}
