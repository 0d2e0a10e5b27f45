/**
 * The provider-state list of README.md ("For backend teams"): one line per state the pact uses,
 * with its meaning from mocks/provider-states.ts, between two markers.
 */
import { providerStates } from '../../mocks/provider-states';
import { stateNames, type Pact } from './pact-file';

const START = '<!-- provider-states:start -->';
const END = '<!-- provider-states:end -->';

const meanings: Record<string, string> = Object.fromEntries(
  Object.entries(providerStates).map(([name, state]) => [name, state.meaning]),
);

/** The list as it must read: states in the order of mocks/provider-states.ts. */
export function stateList(pact: Pact): string {
  const used = new Set(stateNames(pact));
  const lines = Object.keys(meanings)
    .filter((name) => used.has(name))
    .map((name) => `- \`${name}\`: ${meanings[name]}`);
  return lines.join('\n');
}

/** The README with the list between the markers replaced by `list`. */
export function withStateList(readme: string, list: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${START} … ${END}`);
  return `${readme.slice(0, start + START.length)}\n\n${list}\n\n${readme.slice(end)}`;
}
