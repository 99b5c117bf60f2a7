/**
 * Word of the writes that change what lists show, and of those that change who a session is
 * (issue #31), from every query of the app: a Kysely plugin looks at each insert, update and
 * delete, so no service has to remember to say so. Inside a transaction of `inTransaction` the
 * word waits for the commit (never sent for a rollback); outside one, the write has committed
 * once its result is back.
 */
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterCurrentCommit } from './transaction.ts';
import type { Database } from './types.ts';

/**
 * 'public': something anyone's list may show (a group, an event, their tags, a host's name).
 * 'viewer': someone's memberships or places at events, which only their own answers show.
 */
export type ListWrite = 'public' | 'viewer';
export type ListWriteListener = (write: ListWrite) => void;
/** A session ended or changed, or a person's row changed: what the session cache keeps is stale. */
export type AccountWriteListener = () => void;

type Table = keyof Database;

/** What a write to each watched table changes; other tables are in no list. */
const WATCHED: Partial<Record<Table, ListWrite>> = {
  groups: 'public',
  group_tags: 'public',
  group_name_grams: 'public',
  events: 'public',
  event_series: 'public',
  event_tags: 'public',
  event_name_grams: 'public',
  users: 'public',
  group_members: 'viewer',
  event_participants: 'viewer',
};

/**
 * Updates that set only these columns are not announced: counts and activity move with every
 * join and RSVP, and a list may show them up to the cache's two seconds late. Announcing each
 * would empty the cache at the rate people join things.
 */
const QUIET_COLUMNS: Partial<Record<Table, ReadonlySet<string>>> = {
  groups: new Set(['members_count', 'last_activity_at']),
  events: new Set(['participants_count', 'waitlist_count']),
};

/** A person's row is in lists through these columns only (a host's name and avatar, suspension). */
const USER_COLUMNS_LISTED = new Set(['name', 'has_avatar', 'suspended_at', 'suspended_until', 'city']);

const nameOfTable = (node: OperationNode | undefined): string | undefined => {
  if (!node) return undefined;
  if (node.kind === 'TableNode') {
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  }
  if (node.kind === 'AliasNode') return nameOfTable((node as unknown as { node: OperationNode }).node);
  // `sql.table(name)` in a hand-written query is a raw node around the table.
  if (node.kind === 'RawNode') {
    const { parameters } = node as unknown as { parameters: readonly OperationNode[] };
    return parameters.length === 1 ? nameOfTable(parameters[0]) : undefined;
  }
  return undefined;
};

const columnName = (node: OperationNode): string | undefined =>
  node.kind === 'ColumnNode' ? (node as unknown as { column: { name: string } }).column.name : undefined;

/** What a query's write changes, or undefined when it writes nothing a list shows. */
export function listWriteOf(node: RootOperationNode): ListWrite | undefined {
  switch (node.kind) {
    case 'InsertQueryNode': {
      const table = nameOfTable(node.into) as Table | undefined;
      // A new person is in no list until they host or join something.
      return table && table !== 'users' ? WATCHED[table] : undefined;
    }
    case 'DeleteQueryNode':
      return strongest(node.from.froms.map((from) => WATCHED[nameOfTable(from) as Table]));
    case 'UpdateQueryNode': {
      const table = nameOfTable(node.table) as Table | undefined;
      const write = table ? WATCHED[table] : undefined;
      if (!table || !write) return undefined;
      const columns = (node.updates ?? []).map((update) => columnName(update.column));
      if (table === 'users') {
        return columns.some((column) => column === undefined || USER_COLUMNS_LISTED.has(column))
          ? write
          : undefined;
      }
      const quiet = QUIET_COLUMNS[table];
      if (
        quiet &&
        columns.length > 0 &&
        columns.every((column) => column !== undefined && quiet.has(column))
      ) {
        return undefined;
      }
      return write;
    }
    case 'RawNode': {
      // Hand-written writes (the tag lists' replace) name their table as a parameter.
      if (!/^\s*(insert|update|delete)\b/i.test(node.sqlFragments[0] ?? '')) return undefined;
      return strongest(node.parameters.map((parameter) => WATCHED[nameOfTable(parameter) as Table]));
    }
    default:
      return undefined;
  }
}

/** Session columns a request's touch moves: the cache checks them itself (http/session-cache.ts). */
const SESSION_TOUCH_COLUMNS = new Set(['last_seen_at', 'idle_expires_at']);

/**
 * Whether a query changes what a signed-in request reads of its session and person: any change
 * of a person's row (name, roles, language, suspension…), a session deleted, or a session's
 * columns other than its touch. A new session is nobody's yet.
 */
export function isAccountWrite(node: RootOperationNode): boolean {
  switch (node.kind) {
    case 'InsertQueryNode':
      // An upsert may change a person; a plain insert is a new session or person, nobody's yet.
      return node.onConflict !== undefined && nameOfTable(node.into) === 'users';
    case 'DeleteQueryNode':
      return node.from.froms.some((from) => isAccountTable(nameOfTable(from)));
    case 'UpdateQueryNode': {
      const table = nameOfTable(node.table);
      if (table === 'users') return true;
      if (table !== 'sessions') return false;
      const columns = (node.updates ?? []).map((update) => columnName(update.column));
      return !columns.every((column) => column !== undefined && SESSION_TOUCH_COLUMNS.has(column));
    }
    case 'RawNode':
      return (
        /^\s*(update|delete)\b/i.test(node.sqlFragments[0] ?? '') &&
        node.parameters.some((parameter) => isAccountTable(nameOfTable(parameter)))
      );
    default:
      return false;
  }
}

const isAccountTable = (table: string | undefined) => table === 'users' || table === 'sessions';

/** 'public' outranks 'viewer': everyone's answers include the viewer's own. */
const strongest = (writes: (ListWrite | undefined)[]): ListWrite | undefined =>
  writes.includes('public') ? 'public' : writes.includes('viewer') ? 'viewer' : undefined;

interface SeenWrite {
  list: ListWrite | undefined;
  account: boolean;
}

export class WriteWatch implements KyselyPlugin {
  private readonly listeners = new Set<ListWriteListener>();
  private readonly accountListeners = new Set<AccountWriteListener>();
  private readonly writes = new WeakMap<object, SeenWrite>();

  /** Calls `listener` after each committed write a list shows; returns the way to stop. */
  onWrite(listener: ListWriteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` after each committed write of a session or a person; returns the way to stop. */
  onAccountWrite(listener: AccountWriteListener): () => void {
    this.accountListeners.add(listener);
    return () => this.accountListeners.delete(listener);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const list = this.listeners.size > 0 ? listWriteOf(node) : undefined;
    const account = this.accountListeners.size > 0 && isAccountWrite(node);
    if (list || account) this.writes.set(queryId, { list, account });
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const write = this.writes.get(queryId);
    if (write) afterCurrentCommit(() => this.emit(write));
    return result;
  }

  private emit({ list, account }: SeenWrite): void {
    if (list) for (const listener of this.listeners) listener(list);
    if (account) for (const listener of this.accountListeners) listener();
  }
}
