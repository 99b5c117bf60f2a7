/**
 * A small reader of the Prometheus text format (version 0.0.4), for the tests: prom-client writes
 * it but has no parser. Every line must be a `# HELP`, a `# TYPE` or a sample
 * `name{label="value",…} number`; anything else throws, naming the line.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  help: Map<string, string>;
  types: Map<string, string>;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
const SAMPLE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*)?,?\\})? (\\S+)(?: -?\\d+)?$`);
const COMMENT = new RegExp(`^# (HELP|TYPE) (${NAME}) (.*)$`);
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const LABEL_PAIR = new RegExp(`(${'[a-zA-Z_][a-zA-Z0-9_]*'})="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`, 'g');

/** A value as Go's ParseFloat reads it (Prometheus does): NaN and Inf in any case (prom-client writes `Nan`). */
const parseValue = (text: string, line: string): number => {
  const special = text.toLowerCase();
  if (special === '+inf' || special === 'inf') return Infinity;
  if (special === '-inf') return -Infinity;
  if (special === 'nan') return NaN;
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) throw new Error(`Not a number in: ${line}`);
  return value;
};

const unescape = (text: string) => text.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));

export function parseExposition(text: string): Exposition {
  const result: Exposition = { help: new Map(), types: new Map(), samples: [] };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = COMMENT.exec(line);
    if (comment) {
      const [, kind, name, rest] = comment as unknown as [string, string, string, string];
      if (kind === 'TYPE' && !TYPES.has(rest)) throw new Error(`Unknown type in: ${line}`);
      (kind === 'HELP' ? result.help : result.types).set(name, rest);
      continue;
    }
    if (line.startsWith('#')) throw new Error(`Not a HELP or TYPE line: ${line}`);
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`Not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[2] ?? '').matchAll(LABEL_PAIR)) labels[key!] = unescape(value!);
    result.samples.push({ name: sample[1]!, labels, value: parseValue(sample[3]!, line) });
  }
  return result;
}

/** The value of the sample `name` whose labels include `labels`; 0 when there is none. */
export function valueOf(exposition: Exposition, name: string, labels: Record<string, string> = {}): number {
  const found = exposition.samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return found?.value ?? 0;
}
