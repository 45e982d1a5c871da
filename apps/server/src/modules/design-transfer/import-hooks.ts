/**
 * Seams for tests only: called at fixed points of an import's background write, so a test can act
 * at a known moment (a cancel during the write) instead of racing a timer. Production leaves them
 * unset; each is awaited where it is called.
 */
export interface ImportTestHooks {
  /** The job is `importing`; the transaction has not opened yet. */
  beforeWrite?: (jobId: string) => Promise<void>;
  /**
   * Inside the transaction, after each batch statement. `cancel` flips the job's cancel switch
   * as the cancel route does first; `signal` is that switch, so a test can send the real cancel
   * request and wait for it to have been seen.
   */
  afterBatch?: (
    jobId: string,
    batch: number,
    cancel: () => void,
    signal: AbortSignal,
  ) => Promise<void>;
}

export const importTestHooks: ImportTestHooks = {};
