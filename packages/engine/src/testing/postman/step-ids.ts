/** A step id's limits (stepIdSchema in the contract). */
const MAX_ID = 64;
const NOT_ID = /[^A-Za-z0-9_-]+/g;

/**
 * Gives each step of a converted collection its id: the item's own Postman id when it has one
 * (so a report names the same request on every run, whatever was added around it), else its
 * place in the tree (`i-0-3`: fourth item of the first folder). Ids are made for every item,
 * selected or not, so choosing folders does not change the others' ids.
 */
export class StepIds {
  private readonly used = new Set<string>();

  next(postmanId: unknown, path: readonly number[]): string {
    const own = typeof postmanId === 'string' ? sanitise(postmanId) : '';
    // An id with no letter or digit left says nothing: the place in the tree says more.
    const wanted = /[A-Za-z0-9]/.test(own) ? own : `i-${path.join('-')}`;
    let id = wanted.slice(0, MAX_ID);
    // Copied items keep their id in some exports: the second gets a numbered one.
    for (let n = 2; this.used.has(id); n += 1) {
      const suffix = `-${n}`;
      id = `${wanted.slice(0, MAX_ID - suffix.length)}${suffix}`;
    }
    this.used.add(id);
    return id;
  }
}

function sanitise(id: string): string {
  return id.replace(NOT_ID, '-').slice(0, MAX_ID);
}
