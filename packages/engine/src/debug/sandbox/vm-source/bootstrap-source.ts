import { BASE64_SOURCE } from './base64-source.js';
import { CONSOLE_SOURCE } from './console-source.js';
import { EVENTS_SOURCE } from './events-source.js';
import { EXPECT_CORE_SOURCE } from './expect-core-source.js';
import { EXPECT_WORDS_SOURCE } from './expect-words-source.js';
import { FORMAT_SOURCE } from './format-source.js';
import { GLOBALS_SOURCE } from './globals-source.js';
import { HEADER_LIST_SOURCE } from './header-list-source.js';
import { REQUEST_SOURCE } from './request-source.js';
import { RESPONSE_ASSERTIONS_SOURCE } from './response-assertions-source.js';
import { RESPONSE_SOURCE } from './response-source.js';
import { SEND_REQUEST_SOURCE } from './send-request-source.js';
import { TEST_SOURCE } from './test-source.js';
import { TIMERS_SOURCE } from './timers-source.js';
import { VARIABLES_SOURCE } from './variables-source.js';

/**
 * The sandbox's own code, compiled in every fresh QuickJS context before the script: a function
 * expression taking (emitToHost, inputJson, responseBody) that installs `pm`, `console` and the
 * timers as globals and returns the control object the host drives the run with. The pieces
 * share one scope, in this order (later ones use earlier ones; globals-source.ts ends with the
 * `return`).
 *
 * The built-ins it relies on are taken before the script runs, so a script that replaces
 * JSON.stringify or Promise.prototype.then only breaks its own code, not the report.
 */
export const BOOTSTRAP_SOURCE = `(function (emitToHost, inputJson, responseBody) {
'use strict';
const jsonStringify = JSON.stringify;
const jsonParse = JSON.parse;
const promiseThen = Promise.prototype.then;
const isArray = Array.isArray;
const input = jsonParse(inputJson);
${FORMAT_SOURCE}
${EXPECT_CORE_SOURCE}
${EXPECT_WORDS_SOURCE}
${RESPONSE_ASSERTIONS_SOURCE}
${EVENTS_SOURCE}
${VARIABLES_SOURCE}
${HEADER_LIST_SOURCE}
${REQUEST_SOURCE}
${RESPONSE_SOURCE}
${SEND_REQUEST_SOURCE}
${TEST_SOURCE}
${CONSOLE_SOURCE}
${TIMERS_SOURCE}
${BASE64_SOURCE}
${GLOBALS_SOURCE}
})`;
