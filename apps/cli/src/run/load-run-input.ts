import { readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  MAX_REQUEST_FILE_BYTES,
  type IterationData,
  type RequestFile,
  type ScenarioBody,
} from '@heron/contract';
import { collectionToScenario, readPostmanVariablesFile, readTestSuite } from '@heron/engine';
import { CliError } from '../cli-error.js';

/**
 * What `heron run FILE` runs: a Heron test-suite file or a Postman v2.0/2.1 collection, told
 * apart by their content, with newman's environment, globals and iteration-data files.
 */

export interface RunFiles {
  file: string;
  environment?: string;
  globals?: string;
  iterationData?: string;
  folders: string[];
}

export interface LoadedRun {
  name: string;
  scenario: ScenarioBody;
  environmentName: string | null;
  variables: {
    environment: Record<string, string>;
    collection: Record<string, string>;
    globals: Record<string, string>;
  };
  /** Sentences about what a collection held that the run cannot do as Postman would. */
  warnings: string[];
}

async function readJson(file: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new CliError(
      code === 'ENOENT'
        ? `${what} ${file} does not exist`
        : `${what} ${file} cannot be read (${code})`,
    );
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch (error) {
    throw new CliError(`${what} ${file} is not JSON: ${(error as Error).message}`);
  }
}

/** A Postman collection by its schema, or (as newman reads them) by an `info` and an `item` list. */
function isPostmanCollection(value: unknown): boolean {
  const collection = value as { info?: { schema?: unknown }; item?: unknown } | null;
  const schema = collection?.info?.schema;
  if (typeof schema === 'string') return schema.includes('schema.getpostman.com');
  return typeof collection?.info === 'object' && Array.isArray(collection.item);
}

/**
 * A form-data or binary body's file, read as newman reads it: relative to the working directory.
 * A file that is missing or over the request file limit is left out, and the run says so.
 */
function readRequestFile(src: string): RequestFile | null {
  try {
    if (statSync(src).size > MAX_REQUEST_FILE_BYTES) return null;
    return {
      fileName: path.basename(src),
      contentType: 'application/octet-stream',
      base64: readFileSync(src).toString('base64'),
    };
  } catch {
    return null;
  }
}

async function variablesFile(file: string | undefined, kind: 'environment' | 'globals') {
  if (file === undefined) return { name: null, values: {} };
  const read = readPostmanVariablesFile(await readJson(file, `The ${kind} file`), kind);
  if (!read.ok) throw new CliError(`The ${kind} file ${file}: ${read.message}`);
  return read;
}

async function iterationData(file: string): Promise<IterationData> {
  const extension = path.extname(file).toLowerCase();
  if (extension !== '.csv' && extension !== '.json') {
    throw new CliError(`--iteration-data ${file}: a .csv or .json file is expected`);
  }
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    throw new CliError(
      `--iteration-data ${file} cannot be read (${(error as { code?: string }).code})`,
    );
  }
  return { kind: extension === '.csv' ? 'csv' : 'json', fileName: path.basename(file), text };
}

export async function loadRun(files: RunFiles): Promise<LoadedRun> {
  const value = await readJson(files.file, 'The file');
  const environment = await variablesFile(files.environment, 'environment');
  const globals = await variablesFile(files.globals, 'globals');
  let loaded: LoadedRun;
  if (isPostmanCollection(value)) {
    const converted = collectionToScenario(value, {
      folders: files.folders,
      readFile: readRequestFile,
    });
    if (!converted.ok) throw new CliError(`${files.file}: ${converted.message}`);
    loaded = {
      name: converted.scenario.name,
      scenario: converted.scenario,
      environmentName: environment.name,
      variables: {
        environment: environment.values,
        collection: converted.variables,
        globals: globals.values,
      },
      warnings: converted.problems,
    };
  } else {
    const read = readTestSuite(value);
    if (!read.ok) {
      throw new CliError(
        `${files.file} is neither a Heron test suite nor a Postman collection: ${read.message}`,
      );
    }
    if (files.folders.length > 0)
      throw new CliError('--folder applies to Postman collections only');
    const suite = read.suite;
    loaded = {
      name: suite.scenario.name,
      scenario: suite.scenario,
      // An environment file given on the command line replaces the one the suite carries.
      environmentName: files.environment ? environment.name : (suite.environment?.name ?? null),
      variables: {
        environment: files.environment ? environment.values : (suite.environment?.values ?? {}),
        collection: suite.variables,
        globals: globals.values,
      },
      warnings: [],
    };
  }
  if (files.iterationData !== undefined) {
    loaded.scenario = {
      ...loaded.scenario,
      settings: { ...loaded.scenario.settings, data: await iterationData(files.iterationData) },
    };
  }
  return loaded;
}
