import { generateCode, type CodeTarget } from '../index.js';
import { sampleRequest, type SampleName } from './sample-requests.js';

export const ORIGIN = 'https://api.example.test';
export const URL = `${ORIGIN}/v1/items?q=a%20b&tag=x&tag=y&price=%24100&name=%C3%BC`;

/** The code a target writes for one of the sample requests. */
export function codeFor(target: CodeTarget, sample: SampleName): string {
  return generateCode(sampleRequest(sample, ORIGIN), target);
}

/** The code's lines, for assertions on whole lines. */
export function linesOf(code: string): string[] {
  return code.split('\n');
}
