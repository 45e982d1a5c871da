import { randomUUID } from 'node:crypto';
import type { DesignBundle, DocChange, ExportFormat } from '@heron/contract';
import { exportDesign } from '@heron/engine';
import { buildDocSite, diffDesigns, llmsTxt, type DocSiteBuild } from '@heron/engine/docs';
import type { TaskHandler } from '../../workers/index.js';
// The worker-safe entry: index.js would load the design module's database and route code.
import { buildProjectBundle, type ProjectDesign } from '../design/worker-entry.js';
import { BASE_MARKER } from './markers.js';
import { selectItems } from './select-items.js';

/**
 * The docs module's work on a worker thread of the `imports` lane (issue 23): building a site's
 * pages, comparing two versions and writing the OpenAPI download all cost as much as the design
 * is large (the GitHub description: 1,000+ operations), so none of it runs on the thread that
 * answers HTTP.
 */
export type DocsTaskInput =
  | { kind: 'build'; design: ProjectDesign; itemIds: string[] | null }
  | { kind: 'publish'; design: ProjectDesign; previous: ProjectDesign | null }
  | { kind: 'diff'; before: ProjectDesign | null; after: ProjectDesign }
  | {
      kind: 'export';
      design: ProjectDesign;
      itemIds: string[] | null;
      format: Extract<ExportFormat, 'openapi-3.1' | 'openapi-3.0'>;
      fallbackName: string;
    };

/** A build as the server stores it: the engine's build and what is derived from the bundle. */
export interface StoredBuild {
  build: DocSiteBuild;
  /** llms.txt with its links under the base-path marker. */
  llms: string;
  serverUrl: string;
}

export type DocsTaskOutput =
  | { kind: 'build'; site: StoredBuild }
  | { kind: 'publish'; site: StoredBuild; changes: DocChange[] }
  | { kind: 'diff'; changes: DocChange[] }
  | { kind: 'export'; text: string; fileName: string; contentType: string };

export function bundleOf(design: ProjectDesign, itemIds: string[] | null): DesignBundle {
  const { bundle } = buildProjectBundle(design);
  return itemIds === null ? bundle : selectItems(bundle, itemIds);
}

/** The design's first server with its variables at their defaults; '' when it has none usable. */
export function firstServerUrl(bundle: DesignBundle): string {
  const server = bundle.meta.servers[0];
  if (!server) return '';
  const url = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = server.variables?.[name];
    const value =
      typeof variable === 'object' && variable !== null && 'default' in variable
        ? String((variable as { default: unknown }).default)
        : whole;
    return value;
  });
  return /^https?:\/\/[^\s{}]+$/.test(url) ? url.replace(/\/+$/, '') : '';
}

function storedBuild(bundle: DesignBundle): StoredBuild {
  const build = buildDocSite(bundle);
  // llms.txt is written for one absolute address and drops control characters, so it is
  // written for a random one that no design text can hold, which then becomes the marker.
  const placeholder = `https://${randomUUID()}.invalid`;
  const llms = llmsTxt(build, { title: build.title, baseUrl: placeholder });
  return {
    build,
    llms: llms.split(placeholder).join(BASE_MARKER),
    serverUrl: firstServerUrl(bundle),
  };
}

const docsTask: TaskHandler<DocsTaskInput, DocsTaskOutput> = (input) => {
  switch (input.kind) {
    case 'build':
      return { kind: 'build', site: storedBuild(bundleOf(input.design, input.itemIds)) };
    case 'publish': {
      const after = bundleOf(input.design, null);
      const before = input.previous ? bundleOf(input.previous, null) : null;
      return { kind: 'publish', site: storedBuild(after), changes: diffDesigns(before, after) };
    }
    case 'diff': {
      const before = input.before ? bundleOf(input.before, null) : null;
      return { kind: 'diff', changes: diffDesigns(before, bundleOf(input.after, null)) };
    }
    case 'export': {
      const file = exportDesign(bundleOf(input.design, input.itemIds), {
        format: input.format,
        syntax: 'json',
        baseName: input.fallbackName,
      });
      return { kind: 'export', ...file };
    }
  }
};

export default docsTask;
