/** The bundled spec as data, and the checks of a pact against it. */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  SwaggerMockValidatorFactory,
  type ValidationOutcome,
} from '@pactflow/swagger-mock-validator';
import { parse } from 'yaml';
import { bodyText, type Pact, type PactInteraction } from './pact-file';
import { SPEC_FILE } from './paths';

/** The API base the portal calls by default (`servers[0].url`, VITE_API_BASE_URL). */
export const API_BASE = '/api';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
}

interface Operation {
  operationId: string;
  'x-session-required'?: boolean;
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
  [key: string]: unknown;
}

export function loadSpec(file = SPEC_FILE): Spec {
  return parse(readFileSync(file, 'utf8')) as Spec;
}

/**
 * The validator ignores `servers[].url`, and the pact records paths as the client sends them
 * (under /api): this copy carries the prefix in its path keys. Answers the file written.
 */
export function writePrefixedSpec(spec: Spec, dir: string): string {
  const paths = Object.fromEntries(
    Object.entries(spec.paths).map(([path, item]) => [API_BASE + path, item]),
  );
  const file = join(dir, 'openapi.api-prefixed.json');
  writeFileSync(file, JSON.stringify({ ...spec, paths }));
  return file;
}

/** `@pactflow/swagger-mock-validator`: requests and responses of the pact against the spec. */
export function validateAgainstSpec(
  specFile: string,
  pactFile: string,
): Promise<ValidationOutcome> {
  return SwaggerMockValidatorFactory.create().validate({
    specPathOrUrl: specFile,
    mockPathOrUrl: pactFile,
  });
}

const chunkEntry = fileURLToPath(new URL('./validate-chunk.ts', import.meta.url));

/**
 * The same as `validateAgainstSpec` for a whole pact, split over the machine's cores: each
 * child process validates a share of the interactions (written to `dir`), outcomes merged.
 */
export async function validateInParallel(
  specFile: string,
  pact: Pact,
  dir: string,
): Promise<ValidationOutcome> {
  const workers = Math.max(1, Math.min(availableParallelism(), 4));
  const files = Array.from({ length: workers }, (_, worker) => {
    const file = join(dir, `pact-share-${worker}.json`);
    const interactions = pact.interactions.filter(
      (_interaction, index) => index % workers === worker,
    );
    writeFileSync(file, JSON.stringify({ ...pact, interactions }));
    return file;
  });
  const outcomes = await Promise.all(
    files.map(async (file) => {
      const { stdout } = await promisify(execFile)(process.execPath, [chunkEntry, specFile, file], {
        maxBuffer: 64 * 1024 * 1024,
      });
      return JSON.parse(stdout) as ValidationOutcome;
    }),
  );
  return {
    errors: outcomes.flatMap((outcome) => outcome.errors),
    warnings: outcomes.flatMap((outcome) => outcome.warnings),
    success: outcomes.every((outcome) => outcome.success),
  };
}

/** One line per problem, for assertion messages. */
export function describeOutcome(outcome: ValidationOutcome): string[] {
  return [...outcome.errors, ...outcome.warnings].map(
    (result) =>
      `${result.type} ${result.code} — ${result.mockDetails?.interactionDescription ?? '?'}: ${result.message}`,
  );
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export interface SpecOperation {
  operationId: string;
  method: string;
  path: string;
  sessionRequired: boolean;
  operation: Operation;
}

export function specOperations(spec: Spec): SpecOperation[] {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        sessionRequired: operation['x-session-required'] === true,
        operation,
      })),
  );
}

function pathPattern(path: string): RegExp {
  const escaped = (API_BASE + path).replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{\w+\}/g, '[^/]+')}$`);
}

/** The spec operation an interaction's request is for, if any. */
export function operationOf(spec: Spec, interaction: PactInteraction): SpecOperation | undefined {
  const { method, path } = interaction.request;
  return specOperations(spec).find(
    (operation) =>
      operation.method === method.toUpperCase() && pathPattern(operation.path).test(path),
  );
}

export function interactionsOf(pact: Pact, operation: SpecOperation): PactInteraction[] {
  const pattern = pathPattern(operation.path);
  return pact.interactions.filter(
    (interaction) =>
      interaction.request.method.toUpperCase() === operation.method &&
      pattern.test(interaction.request.path),
  );
}

const isSessionExpired = (interaction: PactInteraction) => {
  const content = interaction.response.body?.content;
  return (
    typeof content === 'object' && content !== null && (content as { code?: unknown }).code === 512
  );
};

/** Operations with no interaction in the pact, and session operations without their 512 answer. */
export function coverageGaps(spec: Spec, pact: Pact): string[] {
  return specOperations(spec).flatMap((operation) => {
    const interactions = interactionsOf(pact, operation);
    if (interactions.length === 0) return [`${operation.operationId}: no interaction`];
    if (operation.sessionRequired && !interactions.some(isSessionExpired)) {
      return [`${operation.operationId}: no interaction for code 512`];
    }
    return [];
  });
}

function resolve(spec: Spec, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = spec.components.schemas[name];
  if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
  return resolve(spec, target);
}

/** Every property and required name of an object schema, through `allOf`. */
function objectSchema(
  spec: Spec,
  schema: Schema,
): { properties: Record<string, Schema>; required: string[] } {
  const resolved = resolve(spec, schema);
  const parts = [resolved, ...(resolved.allOf ?? []).map((part) => objectSchema(spec, part))];
  return {
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: parts.flatMap((part) => part.required ?? []),
  };
}

function valueProblem(spec: Spec, schema: Schema, value: string): string | undefined {
  const resolved = resolve(spec, schema);
  if (resolved.type === 'array' && resolved.items) return valueProblem(spec, resolved.items, value);
  if (resolved.format === 'binary') return undefined;
  if (resolved.enum && !resolved.enum.map(String).includes(value))
    return `not one of ${resolved.enum.join(', ')}`;
  if (resolved.pattern && !new RegExp(resolved.pattern, 'u').test(value))
    return `does not match ${resolved.pattern}`;
  if (resolved.type === 'integer' && !/^-?\d+$/.test(value)) return 'not an integer';
  if (resolved.type === 'boolean' && value !== 'true' && value !== 'false') return 'not a boolean';
  return undefined;
}

/** The fields of a form-encoded or multipart body: names and text values (files as ''). */
function formFields(interaction: PactInteraction): [string, string][] | undefined {
  const { body } = interaction.request;
  const type = body?.contentType ?? '';
  const text = bodyText(body);
  if (type.startsWith('application/x-www-form-urlencoded')) return [...new URLSearchParams(text)];
  if (type.startsWith('multipart/form-data')) {
    return text.split(/(?:^|\r\n)--[^\r\n]*/).flatMap((part): [string, string][] => {
      const name = /Content-Disposition: form-data; name="([^"]+)"(; filename=)?/i.exec(part);
      if (!name?.[1]) return [];
      return [[name[1], name[2] ? '' : part.slice(part.indexOf('\r\n\r\n') + 4)]];
    });
  }
  return undefined;
}

/**
 * The validator checks JSON bodies only (headers for other media types): this checks the
 * form-encoded and multipart bodies of the pact against their request schemas — unknown
 * fields, missing required fields, and values outside an enum, pattern or type.
 */
export function formBodyProblems(spec: Spec, pact: Pact): string[] {
  return pact.interactions.flatMap((interaction) => {
    const fields = formFields(interaction);
    if (!fields) return [];
    const operation = operationOf(spec, interaction);
    const where = interaction.description;
    if (!operation)
      return [
        `${where}: no operation for ${interaction.request.method} ${interaction.request.path}`,
      ];
    const mediaType = (interaction.request.body?.contentType ?? '').split(';')[0] ?? '';
    const content = operation.operation.requestBody?.content[mediaType];
    if (!content) return [`${where}: the spec takes no ${mediaType} body`];
    const { properties, required } = objectSchema(spec, content.schema);
    const names = new Set(fields.map(([name]) => name));
    return [
      ...fields.flatMap(([name, value]) => {
        const property = properties[name];
        if (!property) return [`${where}: unknown field "${name}"`];
        const problem = valueProblem(spec, property, value);
        return problem ? [`${where}: field "${name}" = "${value}" ${problem}`] : [];
      }),
      ...required
        .filter((name) => !names.has(name))
        .map((name) => `${where}: required field "${name}" missing`),
    ];
  });
}
