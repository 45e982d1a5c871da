import type { ReactNode } from 'react';
import type { DocSite, ProjectSummary } from '@heron/contract';
import { renderPage } from '../../test/render-with-providers';
import { useDocSite } from './api/doc-site';

/**
 * Renders one card of the Docs section as the section shows it: once the project's site has
 * loaded (through the stubbed API), from that site. The other cards are left out, so a card's
 * tests pay only for the card.
 */
export function renderCardWithSite(
  project: ProjectSummary,
  card: (site: DocSite, project: ProjectSummary) => ReactNode,
) {
  function Loaded() {
    const site = useDocSite(project.id);
    return site.data ? card(site.data, project) : null;
  }
  return renderPage(<Loaded />);
}
