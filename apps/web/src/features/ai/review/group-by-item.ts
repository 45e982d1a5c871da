import type { AiProposal } from '@heron/contract';

/** The proposals of one item, in the order the page gave them. */
export interface ProposalGroup {
  itemId: string;
  itemName: string;
  proposals: AiProposal[];
}

/**
 * A page's proposals under their items, each item once, where its first proposal is. The
 * server sends them item by item within each call to the model, and an item too big for one
 * call comes back in two, with other items between.
 */
export function groupByItem(proposals: readonly AiProposal[]): ProposalGroup[] {
  const groups = new Map<string, ProposalGroup>();
  for (const proposal of proposals) {
    const group = groups.get(proposal.itemId);
    if (group) group.proposals.push(proposal);
    else {
      groups.set(proposal.itemId, {
        itemId: proposal.itemId,
        itemName: proposal.itemName,
        proposals: [proposal],
      });
    }
  }
  return [...groups.values()];
}
