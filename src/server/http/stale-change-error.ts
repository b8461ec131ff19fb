import { staleChangeMessage, type MomentWriter, type StaleChange } from '@shared/contract/stale-change';
import { HttpError } from './http-error';

/**
 * The 409 of a change made on a stale view. Its message names when the latest change was made, which
 * the error handler writes in the reader's zone and date format (`describe`) as it answers.
 */
export class StaleChangeError extends HttpError {
  constructor(readonly change: StaleChange) {
    super(409, staleChangeMessage(change));
  }

  describe(writeMoment: MomentWriter): string {
    return staleChangeMessage(this.change, writeMoment);
  }
}
