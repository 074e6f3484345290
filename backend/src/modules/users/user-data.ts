/**
 * The modules that hold data about a user, in the order a deletion removes it (users.module.ts lists
 * them). The account itself is not among them: UsersService removes it after all of them.
 */
export const USER_DATA_OWNERS = Symbol('USER_DATA_OWNERS');

/** One module's part of a user's data: what it exports for them and how it removes it. */
export interface UserDataOwner {
  /** Names the step in logs. */
  readonly name: string;
  /** Refuses the deletion (throws an ApiException) while the user may not go yet. */
  assertDeletable?(userId: string): Promise<void>;
  /** This module's sections of the user's data export, keyed as they appear in the file. */
  exportFor?(userId: string): Promise<Record<string, unknown[]>>;
  /**
   * Removes what this module holds of the user. Must be idempotent and safe to repeat after it
   * stopped half-way: a failed deletion is finished by deleting again, which runs every step anew.
   */
  deleteFor(userId: string): Promise<void>;
}

/** More records of one kind than any real client has; keeps one export's memory bounded. */
export const MAX_EXPORTED_PER_KIND = 10_000;
