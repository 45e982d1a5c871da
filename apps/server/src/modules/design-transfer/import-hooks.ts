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
   * exactly as the cancel route does (on PGlite a request cannot get in while the transaction
   * holds the only connection).
   */
  afterBatch?: (jobId: string, batch: number, cancel: () => void) => Promise<void>;
}

export const importTestHooks: ImportTestHooks = {};
