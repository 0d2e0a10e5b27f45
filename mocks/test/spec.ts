/**
 * The operations of the bundled contract (api-spec/dist/openapi.yaml), read without a YAML
 * library: the bundle is generated with a fixed layout (paths at two spaces, methods at four).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface SpecOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  operationId: string;
  sessionRequired: boolean;
  bodyType: 'form' | 'json' | 'multipart' | null;
}

const SPEC = fileURLToPath(new URL('../../api-spec/dist/openapi.yaml', import.meta.url));

export function specOperations(): SpecOperation[] {
  const lines = readFileSync(SPEC, 'utf8').split('\n');
  const start = lines.indexOf('paths:');
  const operations: SpecOperation[] = [];
  let path: string | null = null;
  let current: SpecOperation | null = null;
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const pathMatch = /^ {2}(\/\S*):\s*$/.exec(line);
    if (pathMatch) {
      path = pathMatch[1] ?? null;
      current = null;
      continue;
    }
    const methodMatch = /^ {4}(get|post|put|patch|delete):\s*$/.exec(line);
    if (methodMatch && path) {
      current = {
        method: methodMatch[1] as SpecOperation['method'],
        path,
        operationId: '',
        sessionRequired: false,
        bodyType: null,
      };
      operations.push(current);
      continue;
    }
    if (!current) continue;
    const id = /^ {6}operationId:\s*(\S+)/.exec(line);
    if (id) current.operationId = id[1] ?? '';
    if (/^ {6}x-session-required:\s*true/.test(line)) current.sessionRequired = true;
    if (/^ {10}application\/x-www-form-urlencoded:/.test(line)) current.bodyType = 'form';
    if (/^ {10}application\/json:/.test(line)) current.bodyType = 'json';
    if (/^ {10}multipart\/form-data:/.test(line)) current.bodyType = 'multipart';
  }
  return operations;
}
